import { describe, expect, it } from "vitest";

import { LICENSE_PRICE } from "@/lib/money";
import { PRICE_FLOOR_CENTS, quotePrice, type CodeTerms, type SaleTerms } from "@/lib/pricing/quote-price";

const sale = (priceCents: number): SaleTerms => ({ id: "sale-1", label: "Summer sale", priceCents, endsAt: new Date("2026-12-01T00:00:00Z") });
const code = (terms: Partial<CodeTerms>): CodeTerms => ({ code: "TECHNO", discountPercent: 0, discountCents: 0, commissionCents: 100, ...terms });

describe("quotePrice", () => {
  it("charges the regular price with no sale and no code", () => {
    expect(quotePrice({ sale: null, code: null })).toEqual({
      currency: "USD",
      listPriceCents: LICENSE_PRICE.amountCents,
      saleId: null,
      priceCents: 500,
      code: null,
      discountCents: 0,
      amountCents: 500,
      commissionCents: null,
    });
  });

  it("keeps every existing code's terms: no discount, $1.00 commission", () => {
    expect(quotePrice({ sale: null, code: code({}) })).toMatchObject({ code: "TECHNO", discountCents: 0, amountCents: 500, commissionCents: 100 });
  });

  it("takes a percent off the current price, rounding the cents half up", () => {
    expect(quotePrice({ sale: null, code: code({ discountPercent: 10 }) })).toMatchObject({ priceCents: 500, discountCents: 50, amountCents: 450 });
    // 15 % of $3.99 is 59.85 cents: 60 off.
    expect(quotePrice({ sale: sale(399), code: code({ discountPercent: 15 }) })).toMatchObject({ priceCents: 399, discountCents: 60, amountCents: 339 });
    // 12.5 % of $4.00 is exactly 50 cents; 10 % of $3.45 is 34.5 cents: 35 off (half up).
    expect(quotePrice({ sale: sale(345), code: code({ discountPercent: 10 }) })).toMatchObject({ discountCents: 35, amountCents: 310 });
  });

  it("takes fixed cents off the sale's price, not the regular one", () => {
    expect(quotePrice({ sale: sale(400), code: code({ discountCents: 75 }) })).toMatchObject({
      listPriceCents: 500,
      saleId: "sale-1",
      priceCents: 400,
      discountCents: 75,
      amountCents: 325,
    });
  });

  it("never charges less than $1.00, however large the discount", () => {
    expect(PRICE_FLOOR_CENTS).toBe(100);
    expect(quotePrice({ sale: null, code: code({ discountPercent: 100 }) })).toMatchObject({ discountCents: 400, amountCents: 100 });
    expect(quotePrice({ sale: sale(150), code: code({ discountCents: 5000 }) })).toMatchObject({ discountCents: 50, amountCents: 100 });
    expect(quotePrice({ sale: sale(100), code: code({ discountPercent: 50 }) })).toMatchObject({ discountCents: 0, amountCents: 100 });
  });

  it("never pays a commission above the amount charged", () => {
    expect(quotePrice({ sale: null, code: code({ discountPercent: 90, commissionCents: 300 }) })).toMatchObject({ amountCents: 100, commissionCents: 100 });
    expect(quotePrice({ sale: sale(250), code: code({ commissionCents: 400 }) })).toMatchObject({ amountCents: 250, commissionCents: 250 });
    expect(quotePrice({ sale: null, code: code({ commissionCents: 0 }) })).toMatchObject({ commissionCents: 0 });
  });

  it("ignores a sale priced at or above the regular price, and a negative discount", () => {
    expect(quotePrice({ sale: sale(700), code: null })).toMatchObject({ saleId: null, priceCents: 500, amountCents: 500 });
    expect(quotePrice({ sale: null, code: code({ discountCents: -200 }) })).toMatchObject({ discountCents: 0, amountCents: 500 });
  });
});
