import { describe, expect, it } from "vitest";

import { TERMS, TOS_VERSION } from "@/lib/content/legal";
import { PRICE } from "@/lib/money";

describe("the Terms of Service", () => {
  it("name the regular price and the lower one a sale or a creator code gives, in the version orders record", () => {
    const payments = TERMS.sections.find((section) => section.id === "payments-and-refunds");
    expect(payments?.paragraphs[0]).toContain(`${PRICE} (USD), or the lower price shown at checkout during a sale or with a creator code`);
    expect(TOS_VERSION).toBe("1.1");
    expect(TERMS.version).toBe(`Terms of Service v${TOS_VERSION}`);
    expect(TERMS.date.iso).toBe("2026-11-27");
  });
});
