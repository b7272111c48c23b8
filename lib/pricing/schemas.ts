import { isReferralCode } from "@/lib/referrals/referral-codes";
import { z } from "@/lib/validation/zod";

/** How many leading characters of a looked-up code share a rate limit (app/api/creator-code/route.ts). */
export const CODE_PREFIX_LENGTH = 2;

/** POST /api/creator-code: the code the buyer typed, trimmed and upper-cased. */
export const creatorCodeLookupSchema = z.object({
  code: z.string("code must be text").trim().toUpperCase().refine(isReferralCode, "A creator code is 1 to 20 letters A-Z or digits 0-9."),
});

export type CreatorCodeLookupInput = z.output<typeof creatorCodeLookupSchema>;

const cents = z.number().int();

/** What the checkout shows for a code that applies: the price it comes to, from the one price computation. */
export const creatorCodeQuoteSchema = z.object({
  code: z.string().meta({ description: "the code, upper-cased" }),
  listPriceCents: cents.meta({ description: "the regular price" }),
  priceCents: cents.meta({ description: "the price before the code: a running sale's, else the regular one" }),
  discountCents: cents.meta({ description: "what the code takes off priceCents (0 for a code with no discount)" }),
  amountCents: cents.meta({ description: "what the buyer would be charged now" }),
  currency: z.literal("USD"),
});

export type CreatorCodeQuote = z.infer<typeof creatorCodeQuoteSchema>;
