import { describe, expect, it } from "vitest";

import { AFFILIATE_PORTAL } from "@/lib/content/affiliate-portal";
import { counted } from "@/lib/content/plural";

describe("counted", () => {
  it("puts the noun in the number English reads: one, then many (zero included), with thousands separated", () => {
    expect(counted(1, "time")).toBe("1 time");
    expect(counted(0, "time")).toBe("0 times");
    expect(counted(2, "time")).toBe("2 times");
    expect(counted(1234, "check")).toBe("1,234 checks");
    expect(counted(2, "entry", "entries")).toBe("2 entries");
  });

  it("gives the affiliate portal's code uses their plural", () => {
    expect(AFFILIATE_PORTAL.codes.uses(1, null)).toBe("Used 1 time");
    expect(AFFILIATE_PORTAL.codes.uses(3, null)).toBe("Used 3 times");
    // With a limit, the admin's words: "2 of 3".
    expect(AFFILIATE_PORTAL.codes.uses(1, 1)).toBe("Used 1 of 1");
  });
});
