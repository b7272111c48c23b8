import { minecraftUuidSchema } from "@/lib/mojang/schemas";
import { generatedReferralCodeSchema } from "@/lib/referrals/schemas";
import { blankAsNone } from "@/lib/validation/blank-as-none";
import { emailSchema } from "@/lib/validation/email";
import { multiline } from "@/lib/validation/multiline";
import { z } from "@/lib/validation/zod";

/** An optional free-text field: trimmed, bounded, blank stored as nothing. */
function optionalText(max: number, label: string, { lines = false } = {}) {
  const text = z.string().trim().max(max, `${label} must be at most ${max} characters`);
  return blankAsNone(lines ? multiline(text) : text);
}

/**
 * POST /api/affiliate/signup and the "Become an Affiliate" dialog (spec
 * section 3 fields). Name and e-mail are required; the website, when given,
 * must be an http(s) URL; everything is bounded to the database's columns.
 * A missing (or non-string) name or e-mail gets the same message as a blank one.
 * The two textareas (experience, additional information) may hold line breaks;
 * every other field is one line.
 */
export const affiliateSignupSchema = z.object({
  name: z.string({ error: "Full name is required" }).trim().min(1, "Full name is required").max(100, "Full name must be at most 100 characters"),
  email: emailSchema,
  website: blankAsNone(
    z
      .string()
      .trim()
      .max(500, "Website must be at most 500 characters")
      .refine((value) => !value || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(value), "Website must be a URL starting with http:// or https://"),
  ),
  socialMedia: optionalText(500, "Social media profiles"),
  experience: optionalText(2000, "Marketing experience", { lines: true }),
  expectedTraffic: optionalText(200, "Expected monthly traffic"),
  additionalInfo: optionalText(2000, "Additional information", { lines: true }),
});

/** POST /api/affiliate/signup's answer once the application is stored. */
export const affiliateSignupResultSchema = z.object({ success: z.literal(true), message: z.string() });

export type AffiliateSignupResult = z.infer<typeof affiliateSignupResultSchema>;

const reviewDecisionSchema = z.enum(["APPROVED", "REJECTED"], "decision must be APPROVED or REJECTED");

/**
 * Approve or reject an application (the dashboard's buttons). Approving may name the affiliate's first referral
 * code; blank: one derived from their name (lib/affiliates/issue-first-code.ts).
 */
export const reviewApplicationSchema = z.object({
  id: z.uuid("Unknown application"),
  decision: reviewDecisionSchema,
  code: z
    .union([z.literal(""), generatedReferralCodeSchema])
    .optional()
    .transform((code) => code || undefined),
});

/** An admin suspends an affiliate account: the reason is shown to the affiliate in their portal. */
export const suspendAffiliateSchema = z.object({
  id: z.uuid("Unknown affiliate"),
  reason: multiline(z.string().trim().min(1, "A reason is required").max(500, "The reason must be at most 500 characters")),
});

export const reactivateAffiliateSchema = z.object({ id: z.uuid("Unknown affiliate") });

/**
 * The portal's "Ask for a vanity code" form: the code as the generator reads it, in the browser as
 * the affiliate types and again on the server ("Techno Blade!" → "TECHNOBLADE").
 */
export const requestVanityCodeSchema = z.object({ code: generatedReferralCodeSchema });

/** An admin accepts a pending vanity code request: the code is created for its affiliate. */
export const acceptVanityCodeSchema = z.object({ id: z.uuid("Unknown vanity code request") });

/** An admin refuses a pending vanity code request, with the reason the affiliate's portal and mail show. */
export const refuseVanityCodeSchema = z.object({
  id: z.uuid("Unknown vanity code request"),
  reason: multiline(z.string().trim().min(1, "A reason is required").max(500, "The reason must be at most 500 characters")),
});

/** The affiliate sign-in form: only the address; the answer is the same whether or not it has an account. */
export const affiliateSignInRequestSchema = z.object({ email: emailSchema });

/** The token of a sign-in link (base64url, 43 characters as issued); anything else is simply not a token. */
export const signInTokenSchema = z.object({
  token: z
    .string({ error: "This sign-in link is not valid" })
    .max(100, "This sign-in link is not valid")
    .regex(/^[A-Za-z0-9_-]+$/, "This sign-in link is not valid"),
});

/**
 * The portal's payout form: the PayPal address commissions are paid to, and
 * optionally the affiliate's own Minecraft UUID (blank clears it; the same
 * UUID rule as the license API).
 */
export const payoutDetailsSchema = z.object({
  payoutEmail: emailSchema,
  minecraftUuid: z
    .string()
    .trim()
    .max(36, "must be a Minecraft UUID (32 hex digits, dashes optional)")
    .transform((value) => value || null)
    .pipe(minecraftUuidSchema.nullable()),
});
