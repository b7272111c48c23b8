import { describe, expect, it } from "vitest";

import { isReferralCode, normaliseReferral, QUICK_REFERRAL_CODES, referralLink, sanitizeReferralCode } from "@/lib/referrals/referral-codes";
import { checkoutReferralCodeSchema, generatedReferralCodeSchema } from "@/lib/referrals/schemas";
import { absoluteUrl } from "@/lib/site";

describe("referral codes (spec sections 5 and 9)", () => {
  it.each([
    ["my-code!! 2024", "MYCODE2024"],
    ["youtube", "YOUTUBE"],
    ["Ünïcödé ß ok", "NCDSSOK"],
    ["a".repeat(25), "A".repeat(20)],
    ["-- !! --", ""],
  ])("sanitises %j to %j", (input, expected) => {
    expect(sanitizeReferralCode(input)).toBe(expected);
  });

  it("accepts what is left after sanitising and refuses an empty result", () => {
    expect(generatedReferralCodeSchema.parse("my-code!! 2024")).toBe("MYCODE2024");
    expect(generatedReferralCodeSchema.safeParse("!!!").success).toBe(false);
    expect(generatedReferralCodeSchema.safeParse(42).success).toBe(false);
  });

  it("reads one rule two ways: the generator sanitises, the checkout keeps a code only if it already follows the rule", () => {
    for (const input of ["my-code!! 2024", "youtube", "a".repeat(25), "PROMO2024"]) {
      const code = sanitizeReferralCode(input);
      expect(isReferralCode(code)).toBe(true);
      expect(normaliseReferral(code)).toBe(code);
    }
    expect(checkoutReferralCodeSchema.parse(" youtube ")).toBe("YOUTUBE");
    for (const bad of ["my-code", "A".repeat(21), "", 42, undefined]) expect(checkoutReferralCodeSchema.parse(bad)).toBeNull();
    expect(isReferralCode("")).toBe(false);
    expect(isReferralCode("A".repeat(21))).toBe(false);
  });

  it("offers the eight quick codes, each already clean", () => {
    expect(QUICK_REFERRAL_CODES).toEqual(["YOUTUBE", "DISCORD", "TIKTOK", "TWITTER", "REDDIT", "TWITCH", "PROMO2024", "SPECIAL"]);
    for (const code of QUICK_REFERRAL_CODES) expect(sanitizeReferralCode(code)).toBe(code);
  });

  it("links to the public site's /payment with ref", () => {
    expect(referralLink("MYCODE2024")).toBe(absoluteUrl("/payment?ref=MYCODE2024"));
    expect(referralLink("MYCODE2024")).toMatch(/^https?:\/\/[^/]+\/payment\?ref=MYCODE2024$/);
  });
});
