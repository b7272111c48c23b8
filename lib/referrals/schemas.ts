import { CAMPAIGN_VALUE_MAX_LENGTH, normaliseCampaignValue } from "@/lib/referrals/campaign";
import { isReferralCode, normaliseReferral, sanitizeReferralCode } from "@/lib/referrals/referral-codes";
import { blankAsNone } from "@/lib/validation/blank-as-none";
import { multiline } from "@/lib/validation/multiline";
import { z } from "@/lib/validation/zod";

/** A creator code as an admin types it: "my-code!! 2024" → "MYCODE2024"; nothing left is an error. */
export const generatedReferralCodeSchema = z
  .string("Enter a referral code")
  .transform(sanitizeReferralCode)
  .pipe(z.string().refine(isReferralCode, "A referral code needs at least one letter or digit (A-Z, 0-9)"));

/** A code a buyer's link brought to checkout: the code, or null when there is none or it breaks the rule (never an error). */
export const checkoutReferralCodeSchema = z.unknown().optional().transform(normaliseReferral);

/** A link's utm_source or utm_campaign as the checkout and the beacon carry it: read by the funnel's rule, null when unusable (never an error). */
export const campaignValueSchema = z
  .unknown()
  .optional()
  .transform(normaliseCampaignValue)
  .meta({ type: "string", description: `the link's utm value, lower-cased, at most ${CAMPAIGN_VALUE_MAX_LENGTH} characters kept; anything else is ignored` });

/**
 * A creator code the buyer typed at checkout: trimmed and upper-cased; blank is none. Unlike a
 * link's code, a typed one that breaks the rule is the buyer's to fix, so it is a field error.
 */
export const typedCreatorCodeSchema = blankAsNone(
  z
    .string("creatorCode must be text")
    .trim()
    .toUpperCase()
    .refine((code) => code === "" || isReferralCode(code), "A creator code is 1 to 20 letters A-Z or digits 0-9."),
);

/** "Mark paid" on a code's row. */
export const markCommissionsPaidSchema = z.object({ code: generatedReferralCodeSchema });

/** An admin voids one unpaid commission line (suspected fraud), with the reason the ledger shows. */
export const voidCommissionSchema = z.object({
  commissionId: z.uuid("commissionId must be a commission id"),
  reason: multiline(z.string().trim().min(1, "A reason is required").max(500, "The reason must be at most 500 characters")),
});

export type VoidCommissionInput = z.output<typeof voidCommissionSchema>;

/** A referral code sent on its own (POST /api/referral/visit): read as the checkout reads it (trimmed, upper-cased); anything else is a 400. */
const referralCodeSchema = z
  .string("code must be a referral code")
  .transform(normaliseReferral)
  .pipe(z.string("code must be 1 to 20 letters A-Z or digits 0-9"));

/**
 * POST /api/referral/visit, the payment page's beacon: the code of the link the visitor followed, or no code
 * (`{}`) for a visit without one, which counts only as a checkout visit. A code that is there must be well-formed.
 * The link's utm_source and utm_campaign, if any, say which source the visit counts for.
 */
export const referralVisitSchema = z.object({
  code: referralCodeSchema.optional(),
  utmSource: campaignValueSchema,
  utmCampaign: campaignValueSchema,
});

/** A visit that came with a referral code. */
export type ReferralCodeVisit = { code: string };
