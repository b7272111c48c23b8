import { z } from "@/lib/validation/zod";

import { minecraftUuidSchema } from "@/lib/licenses/schemas";
import { minecraftUsernameSchema, purchaseEmailSchema } from "@/lib/payments/schemas";
import { multiline } from "@/lib/validation/multiline";

/**
 * The admin forms' inputs, shared by the server actions, the route handlers
 * and the dashboard's forms (no server imports: safe in the browser).
 */
export const addLicenseSchema = z.object({
  username: minecraftUsernameSchema,
  email: purchaseEmailSchema,
  /** Given (POST /admin/add-uuid): trusted as the account's UUID; omitted: the username is looked up on Mojang. */
  uuid: minecraftUuidSchema.optional(),
});

export type AddLicenseInput = z.input<typeof addLicenseSchema>;

/** Typed in a textarea: line breaks are kept. */
export const revokeReasonSchema = multiline(z.string().trim().min(1, "A reason is required").max(500, "The reason must be at most 500 characters"));

export const buyerEmailSchema = z.object({ email: purchaseEmailSchema.transform((email) => email.toLowerCase()) });

export const reviewDecisionSchema = z.enum(["APPROVED", "REJECTED"], "decision must be APPROVED or REJECTED");
