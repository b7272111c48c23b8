import { sanitizeReferralCode } from "@/lib/referrals/referral-codes";

/** A code derived from a name keeps room for a number that makes it unique: at most 16 characters of its own. */
const BASE_LENGTH = 16;
/** What a name with no letter or digit of A-Z and 0-9 gives. */
const FALLBACK = "CREATOR";

/** The code a name suggests: its letters and digits, upper-cased, at most 16. "Techno Blade!" → "TECHNOBLADE". */
export function codeFromName(name: string): string {
  const ascii = name.normalize("NFKD").replace(/[\u0300-\u036f]/g, "");
  return sanitizeReferralCode(ascii).slice(0, BASE_LENGTH) || FALLBACK;
}

/** The first of BASE, BASE2, BASE3, ... that `taken` does not hold. */
export function firstFreeCode(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}
