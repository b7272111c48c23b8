import { z } from "@/lib/validation/zod";

import { sanitizeReferralCode } from "@/lib/admin/referral-codes";
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

export const revokeLicenseSchema = z.object({ uuid: minecraftUuidSchema, reason: revokeReasonSchema });

/** The buyer renamed their Minecraft account; the UUID stays. */
export const renameLicenseSchema = z.object({ uuid: minecraftUuidSchema, username: minecraftUsernameSchema });

/** "Search Users": username, UUID or e-mail. */
export const searchUsersSchema = z.object({ query: z.string().trim().min(1, "Enter a search").max(64) });

/** A code as the generator makes it: "my-code!! 2024" → "MYCODE2024"; nothing left is an error. */
export const referralCodeSchema = z
  .string("Enter a referral code")
  .transform(sanitizeReferralCode)
  .pipe(z.string().min(1, "A referral code needs at least one letter or digit (A-Z, 0-9)"));

/** The referral generator: a code, optionally for an approved affiliate (blank: none). */
export const createReferralCodeSchema = z.object({
  code: referralCodeSchema,
  applicationId: z
    .union([z.uuid("applicationId must be an affiliate application id"), z.literal("")])
    .optional()
    .transform((value) => value || undefined),
});

export const buyerEmailSchema = z.object({ email: purchaseEmailSchema.transform((email) => email.toLowerCase()) });

export const reviewDecisionSchema = z.enum(["APPROVED", "REJECTED"], "decision must be APPROVED or REJECTED");
