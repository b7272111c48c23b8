import { describe, expect, it } from "vitest";

import { FAQ_CATEGORIES, FAQ_ENTRIES } from "@/lib/content/faq";
import { PRICE } from "@/lib/money";
import { site } from "@/lib/site";
import { faqPageData } from "@/lib/structured-data";

describe("FAQ content", () => {
  const data = faqPageData(FAQ_ENTRIES(PRICE));

  it("has the spec's twelve questions, each in one of the four categories", () => {
    expect(FAQ_ENTRIES(PRICE)).toHaveLength(12);
    expect(FAQ_CATEGORIES.map((c) => c.id)).toEqual(["safety", "features", "pricing", "installation"]);
    const ids = new Set(FAQ_CATEGORIES.map((c) => c.id));
    for (const entry of FAQ_ENTRIES(PRICE)) expect(ids.has(entry.category)).toBe(true);
    for (const category of FAQ_CATEGORIES) expect(FAQ_ENTRIES(PRICE).some((e) => e.category === category.id)).toBe(true);
  });

  it("puts every entry, question and answer word for word, in the FAQPage data", () => {
    expect(data["@type"]).toBe("FAQPage");
    expect(data.mainEntity).toHaveLength(FAQ_ENTRIES(PRICE).length);
    for (const entry of FAQ_ENTRIES(PRICE)) {
      expect(data.mainEntity).toContainEqual({
        "@type": "Question",
        name: entry.question,
        acceptedAnswer: { "@type": "Answer", text: entry.answer },
      });
    }
  });

  it("says all sales are final and never promises a refund", () => {
    const refund = FAQ_ENTRIES(PRICE).find((e) => /refund/i.test(e.question));
    expect(refund?.answer).toMatch(/all sales are final/i);
    for (const entry of FAQ_ENTRIES(PRICE)) expect(entry.answer).not.toMatch(/30[- ]day|money[- ]back/i);
  });

  it("gives entries unique ids, so links and the accordion state can name them", () => {
    expect(new Set(FAQ_ENTRIES(PRICE).map((e) => e.id)).size).toBe(FAQ_ENTRIES(PRICE).length);
  });

  it("keeps the spec's bulk answer without tiers, and names the seller's tiers once set", () => {
    const bulk = (tiers?: { minQuantity: number; percentOff: number }[]) => FAQ_ENTRIES(PRICE, tiers).find((entry) => entry.id === "multiple-accounts")?.answer;
    expect(bulk()).toBe(
      `Each license covers one Minecraft account: one license per username. For 5 or more accounts, contact support at ${site.supportEmail} to ask about a bulk discount.`,
    );
    expect(bulk([])).toBe(bulk());
    expect(bulk([{ minQuantity: 5, percentOff: 20 }])).toContain("a bulk discount (5 or more licenses: 20 % off each)");
    // Checkout sells packs: the answer sends buyers there, not to support.
    expect(bulk([{ minQuantity: 5, percentOff: 20 }])).toContain("choose how many licenses at checkout");
    expect(bulk([{ minQuantity: 5, percentOff: 20 }])).not.toContain(site.supportEmail);
    expect(
      bulk([
        { minQuantity: 5, percentOff: 20 },
        { minQuantity: 10, percentOff: 30 },
      ]),
    ).toContain("(5 or more licenses: 20 % off each; 10 or more: 30 % off each)");
  });
});
