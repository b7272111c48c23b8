import { z } from "@/lib/validation/zod";

import { minecraftUsernameSchema, purchaseEmailSchema } from "@/lib/payments/schemas";

/** The payment form (spec section 5): the server re-checks all of it in createOrderSchema. */
export const checkoutFormSchema = z.object({
  username: minecraftUsernameSchema,
  email: purchaseEmailSchema,
  tosAccepted: z.boolean(),
});

export type CheckoutFormValues = z.infer<typeof checkoutFormSchema>;

/** Spec section 2: input limited to 16 characters. */
export const USERNAME_MAX_LENGTH = 16;
