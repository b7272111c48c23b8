import { absoluteUrl } from "@/lib/site";

/** Spec section 9: the dashboard's one-click codes. */
export const QUICK_REFERRAL_CODES = ["YOUTUBE", "DISCORD", "TIKTOK", "TWITTER", "REDDIT", "TWITCH", "PROMO2024", "SPECIAL"] as const;

/** Spec section 9: referral codes are at most 20 characters of A-Z and 0-9. */
const REFERRAL_CODE_MAX_LENGTH = 20;

/** The one rule every referral code follows (spec section 9): 1 to 20 characters of A-Z and 0-9. */
const REFERRAL_CODE = new RegExp(`^[A-Z0-9]{1,${REFERRAL_CODE_MAX_LENGTH}}$`);
const NOT_IN_A_CODE = /[^A-Z0-9]/g;

export function isReferralCode(code: string): boolean {
  return REFERRAL_CODE.test(code);
}

/**
 * The generator's reading of the rule (spec section 5), in the browser as the
 * admin types and again on the server: upper case, everything but A-Z and 0-9
 * dropped, cut to 20 characters. "my-code!! 2024" → "MYCODE2024".
 */
export function sanitizeReferralCode(input: string): string {
  return input.toUpperCase().replace(NOT_IN_A_CODE, "").slice(0, REFERRAL_CODE_MAX_LENGTH);
}

/**
 * The checkout's reading of the rule: a code as a buyer's link carries it,
 * trimmed and upper-cased; anything that does not follow the rule is no code
 * (null), so a bad code never blocks a sale. The payment page keeps codes by
 * the same reading.
 */
export function normaliseReferral(value: unknown): string | null {
  const code = typeof value === "string" ? value.trim().toUpperCase() : "";
  return isReferralCode(code) ? code : null;
}

/** Spec section 9: the public site's /payment with ref={code}. */
export function referralLink(code: string): string {
  return absoluteUrl(`/payment?ref=${encodeURIComponent(code)}`);
}
