import { z } from "@/lib/validation/zod";

import { emailSchema } from "@/lib/mail/schemas";
import { minecraftUsernameSchema } from "@/lib/mojang/schemas";

/** The payment form (spec section 5): the server re-checks all of it in createOrderSchema. */
export const checkoutFormSchema = z.object({
  username: minecraftUsernameSchema,
  email: emailSchema,
  tosAccepted: z.boolean(),
});

export type CheckoutFormValues = z.infer<typeof checkoutFormSchema>;

/** Spec section 2: input limited to 16 characters. */
export const USERNAME_MAX_LENGTH = 16;
