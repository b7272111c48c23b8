import { describe, expect, it } from "vitest";

import { referralCodeSchema } from "@/lib/referrals/create-referral-code";
import { QUICK_REFERRAL_CODES, referralLink, sanitizeReferralCode } from "@/lib/referrals/referral-codes";
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
    expect(referralCodeSchema.parse("my-code!! 2024")).toBe("MYCODE2024");
    expect(referralCodeSchema.safeParse("!!!").success).toBe(false);
    expect(referralCodeSchema.safeParse(42).success).toBe(false);
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
