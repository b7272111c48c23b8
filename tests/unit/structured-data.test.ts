import { describe, expect, it } from "vitest";

import { COMPARISONS } from "@/lib/content/compare";
import { FAQ_ENTRIES } from "@/lib/content/faq";
import { PRIVACY, TERMS } from "@/lib/content/legal";
import { PRICE } from "@/lib/money";
import { site } from "@/lib/site";
import { faqPageData, howToData, organizationData, productData } from "@/lib/structured-data";

const REGULAR = { amountCents: 500, currency: "USD", sale: null };

describe("Product structured data", () => {
  const product = productData("A license.", REGULAR);

  it("offers the license at the price the page shows: 5.00 USD, with no end", () => {
    expect(product["@type"]).toBe("Product");
    expect(product.offers).toMatchObject({ "@type": "Offer", price: "5.00", priceCurrency: "USD" });
    expect(product.offers).not.toHaveProperty("priceValidUntil");
  });

  it("offers a sale's price until the sale's end (its UTC date)", () => {
    const onSale = productData("A license.", { amountCents: 400, currency: "USD", sale: { endsAt: new Date("2026-12-31T23:30:00Z") } });
    expect(onSale.offers).toMatchObject({ price: "4.00", priceCurrency: "USD", priceValidUntil: "2026-12-31" });
  });

  it("carries an image, as Google's merchant listings require: the share card's absolute address", () => {
    expect(product.image).toBe(`${site.url}/opengraph-image`);
  });

  it("says returns are not permitted: all sales are final", () => {
    expect(product.offers.hasMerchantReturnPolicy).toMatchObject({
      "@type": "MerchantReturnPolicy",
      returnPolicyCategory: "https://schema.org/MerchantReturnNotPermitted",
    });
    expect(JSON.stringify(product)).not.toMatch(/merchantReturnDays|MerchantReturnFiniteReturnWindow/);
  });

  it("agrees with the terms, which say all sales are final", () => {
    const payments = TERMS.sections.find((s) => /refund/i.test(s.heading));
    expect(payments?.paragraphs.join(" ")).toMatch(/all sales are final/i);
  });
});

describe("other structured data", () => {
  it("names the support e-mail in the Organization", () => {
    expect(organizationData()).toMatchObject({ "@type": "Organization", email: site.supportEmail });
  });

  it("numbers the HowTo steps from one", () => {
    const data = howToData({
      name: "n",
      description: "d",
      totalTime: "PT10M",
      steps: [
        { title: "a", body: "b" },
        { title: "c", body: "d" },
      ],
      price: { amountCents: 450, currency: "USD", sale: null },
    });
    expect(data.step.map((s) => s.position)).toEqual([1, 2]);
    expect(data.estimatedCost).toEqual({ "@type": "MonetaryAmount", currency: "USD", value: "4.50" });
  });

  it("no page's copy promises a 30-day return or a refund", () => {
    const comparisons = Object.values(COMPARISONS).map((comparison) => comparison.categories(PRICE));
    const copy = JSON.stringify([FAQ_ENTRIES(PRICE), TERMS, PRIVACY, COMPARISONS, comparisons, faqPageData(FAQ_ENTRIES(PRICE))]);
    expect(copy).not.toMatch(/30[- ]day (return|refund|money)|money[- ]back guarantee/i);
  });
});
