import { describe, expect, it } from "vitest";

import { COMPARISONS } from "@/lib/content/compare";
import { FAQ_ENTRIES } from "@/lib/content/faq";
import { PRIVACY, TERMS } from "@/lib/content/legal";
import { site } from "@/lib/site";
import { faqPageData, howToData, organizationData, productData } from "@/lib/structured-data";

describe("Product structured data", () => {
  const product = productData("A license.");

  it("offers the license for 5.00 USD", () => {
    expect(product["@type"]).toBe("Product");
    expect(product.offers).toMatchObject({ "@type": "Offer", price: "5.00", priceCurrency: "USD" });
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
    });
    expect(data.step.map((s) => s.position)).toEqual([1, 2]);
  });

  it("no page's copy promises a 30-day return or a refund", () => {
    const copy = JSON.stringify([FAQ_ENTRIES, TERMS, PRIVACY, COMPARISONS, faqPageData(FAQ_ENTRIES)]);
    expect(copy).not.toMatch(/30[- ]day (return|refund|money)|money[- ]back guarantee/i);
  });
});
