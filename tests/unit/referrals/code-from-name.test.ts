import { describe, expect, it } from "vitest";

import { codeFromName, firstFreeCode } from "@/lib/referrals/code-from-name";
import { isReferralCode } from "@/lib/referrals/referral-codes";

describe("codeFromName", () => {
  it("keeps a name's letters and digits, upper-cased, accents dropped, at most 16", () => {
    expect(codeFromName("Techno Blade!")).toBe("TECHNOBLADE");
    expect(codeFromName("Zoë Ørsted-Müller")).toBe("ZOERSTEDMULLER");
    expect(codeFromName("a very long creator channel name 2026")).toBe("AVERYLONGCREATOR");
    expect(codeFromName("日本語")).toBe("CREATOR");
  });

  it("gives a valid code for any name", () => {
    for (const name of ["x", "  ", "🙂🙂", "Ab12".repeat(20)]) expect(isReferralCode(codeFromName(name))).toBe(true);
  });
});

describe("firstFreeCode", () => {
  it("numbers a taken code from 2, within 20 characters", () => {
    expect(firstFreeCode("TECHNO", new Set())).toBe("TECHNO");
    expect(firstFreeCode("TECHNO", new Set(["TECHNO", "TECHNO2"]))).toBe("TECHNO3");
    const long = codeFromName("a very long creator channel name");
    expect(isReferralCode(firstFreeCode(long, new Set([long, ...Array.from({ length: 98 }, (_, i) => `${long}${i + 2}`)])))).toBe(true);
  });
});
