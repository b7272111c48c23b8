import { describe, expect, it } from "vitest";

import { FINAL_SALE_CLAUSES, PRIVACY, TERMS, TOS_VERSION } from "@/lib/content/legal";
import { PRICE } from "@/lib/money";

describe("the Terms of Service", () => {
  it("name the regular price and the lower one a sale or a creator code gives, in the version orders record", () => {
    const payments = TERMS.sections.find((section) => section.id === "payments-and-refunds");
    expect(payments?.paragraphs[0]).toContain(`${PRICE} (USD), or the lower price shown at checkout during a sale or with a creator code`);
    expect(TOS_VERSION).toBe("1.2");
    expect(TERMS.version).toBe(`Terms of Service v${TOS_VERSION}`);
    expect(TERMS.date.iso).toBe("2026-11-30");
  });

  it("say, as the privacy policy does, that a purchase's records may be given to PayPal to answer a dispute", () => {
    const payments = TERMS.sections.find((section) => section.id === "payments-and-refunds");
    expect(payments?.paragraphs.join(" ")).toMatch(/dispute or chargeback with PayPal .* we may give PayPal the record of that purchase/);
    const sharing = PRIVACY.sections.find((section) => section.id === "no-sale-of-data");
    expect(sharing?.paragraphs.join(" ")).toMatch(/dispute or chargeback with PayPal .* we may give PayPal the record of that purchase/);
    const collected = PRIVACY.sections.find((section) => section.id === "information-we-collect");
    expect(collected?.list?.join(" ")).toContain("a list of buyers we no longer sell to");
  });

  it("keep the final-sale clause of every version a buyer accepted, the current one included", () => {
    expect(FINAL_SALE_CLAUSES[TOS_VERSION]).toMatch(/^All sales are final\./);
  });
});
