import { absoluteUrl } from "@/lib/site";

/** Spec section 9: the dashboard's one-click codes. */
export const QUICK_REFERRAL_CODES = ["YOUTUBE", "DISCORD", "TIKTOK", "TWITTER", "REDDIT", "TWITCH", "PROMO2024", "SPECIAL"] as const;

/** Spec section 9: referral codes are at most 20 characters of A-Z and 0-9. */
export const REFERRAL_CODE_MAX_LENGTH = 20;

/**
 * The generator's rule (spec section 5), in the browser as the admin types and
 * again on the server: upper case, everything but A-Z and 0-9 dropped, cut to
 * 20 characters. "my-code!! 2024" → "MYCODE2024".
 */
export function sanitizeReferralCode(input: string): string {
  return input
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, "")
    .slice(0, REFERRAL_CODE_MAX_LENGTH);
}

/** Spec section 9: the public site's /payment with ref={code}. */
export function referralLink(code: string): string {
  return absoluteUrl(`/payment?ref=${encodeURIComponent(code)}`);
}
