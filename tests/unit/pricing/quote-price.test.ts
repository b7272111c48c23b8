import { describe, expect, it } from "vitest";

import { LICENSE_PRICE, PRICE_FLOORS } from "@/lib/money";
import { quotePrice, tierFor, type BulkTier, type CodeTerms, type ListPrice, type SaleTerms } from "@/lib/pricing/quote-price";

const sale = (priceCents: number): SaleTerms => ({ id: "sale-1", label: "Summer sale", priceCents, endsAt: new Date("2026-12-01T00:00:00Z") });
const code = (terms: Partial<CodeTerms>): CodeTerms => ({ code: "TECHNO", discountPercent: 0, discountCents: 0, commissionCents: 100, ...terms });

describe("quotePrice", () => {
  it("charges the regular price with no sale and no code", () => {
    expect(quotePrice({ sale: null, code: null })).toEqual({
      currency: "USD",
      listPriceCents: LICENSE_PRICE.amountCents,
      saleId: null,
      priceCents: 500,
      tierCents: 0,
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
    expect(PRICE_FLOORS.USD).toBe(100);
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

  describe("in another currency: the seller's price point, not a conversion", () => {
    const eur: ListPrice = { currency: "EUR", amountCents: 499 };
    const sek: ListPrice = { currency: "SEK", amountCents: 5500 };

    it("charges the price point with no sale and no code", () => {
      expect(quotePrice({ sale: null, code: null, list: eur })).toEqual({
        currency: "EUR",
        listPriceCents: 499,
        saleId: null,
        priceCents: 499,
        tierCents: 0,
        code: null,
        discountCents: 0,
        amountCents: 499,
        commissionCents: null,
      });
    });

    it("takes a sale's share off the price point, rounded half up", () => {
      // $4 of $5 is 80 %: 80 % of €4.99 is 399.2 cents, €3.99; of 55 kr, 44 kr.
      expect(quotePrice({ sale: sale(400), code: null, list: eur })).toMatchObject({ saleId: "sale-1", priceCents: 399, amountCents: 399 });
      expect(quotePrice({ sale: sale(400), code: null, list: sek })).toMatchObject({ priceCents: 4400 });
      // 75 %: 374.25 cents → €3.74; a sale at or above the regular price is no sale in any currency.
      expect(quotePrice({ sale: sale(375), code: null, list: eur })).toMatchObject({ priceCents: 374 });
      expect(quotePrice({ sale: sale(500), code: null, list: eur })).toMatchObject({ saleId: null, priceCents: 499 });
    });

    it("takes a percent code off in any currency, but fixed cents only in USD, where they were set", () => {
      expect(quotePrice({ sale: null, code: code({ discountPercent: 10 }), list: eur })).toMatchObject({ discountCents: 50, amountCents: 449 });
      expect(quotePrice({ sale: null, code: code({ discountCents: 75 }), list: eur })).toMatchObject({ code: "TECHNO", discountCents: 0, amountCents: 499 });
    });

    it("stops a discount at the currency's own floor", () => {
      expect(quotePrice({ sale: null, code: code({ discountPercent: 100 }), list: eur })).toMatchObject({ amountCents: PRICE_FLOORS.EUR });
      expect(quotePrice({ sale: null, code: code({ discountPercent: 90 }), list: sek })).toMatchObject({ amountCents: PRICE_FLOORS.SEK });
    });

    it("pays the commission in USD, never above what was charged counted at the price points' ratio", () => {
      // 10 kr of a 55 kr price point is 10/55 of $5: 90.9 cents, so a $1.00 commission is cut to 91 cents.
      expect(quotePrice({ sale: null, code: code({ discountPercent: 90, commissionCents: 100 }), list: sek })).toMatchObject({
        amountCents: 1000,
        commissionCents: 91,
      });
      expect(quotePrice({ sale: null, code: code({ commissionCents: 100 }), list: eur })).toMatchObject({ commissionCents: 100 });
    });
  });

  describe("a seat of a pack with a bulk tier", () => {
    const tiers: BulkTier[] = [
      { minQuantity: 10, percentOff: 30 },
      { minQuantity: 5, percentOff: 20 },
    ];

    it("gets the tier of the highest minimum the pack reaches, none below every tier", () => {
      expect([1, 4, 5, 9, 10, 20].map((quantity) => tierFor(tiers, quantity)?.percentOff ?? null)).toEqual([null, null, 20, 20, 30, 30]);
      expect(tierFor([], 20)).toBeNull();
    });

    it("takes the tier's percent off the sale price, then the code's discount off what is left, each rounded half up", () => {
      const tier = tierFor(tiers, 6);
      expect(quotePrice({ sale: null, code: null, tier })).toMatchObject({ priceCents: 500, tierCents: 100, discountCents: 0, amountCents: 400 });
      // $3.99 on sale: 20 % is 79.8 → 80 cents; 10 % of the $3.19 left is 31.9 → 32 cents: $2.87 a seat.
      expect(quotePrice({ sale: sale(399), code: code({ discountPercent: 10 }), tier })).toMatchObject({
        priceCents: 399,
        tierCents: 80,
        discountCents: 32,
        amountCents: 287,
      });
      // A fixed code comes off after the tier too; in euros only the percentages apply.
      expect(quotePrice({ sale: null, code: code({ discountCents: 75 }), tier })).toMatchObject({ tierCents: 100, discountCents: 75, amountCents: 325 });
      expect(quotePrice({ sale: null, code: code({ discountCents: 75 }), tier, list: { currency: "EUR", amountCents: 499 } })).toMatchObject({
        tierCents: 100,
        discountCents: 0,
        amountCents: 399,
      });
    });

    it("never takes a seat below the currency's floor: the tier stops there first, then the code", () => {
      const deep: BulkTier = { minQuantity: 2, percentOff: 90 };
      expect(quotePrice({ sale: null, code: code({ discountPercent: 50 }), tier: deep })).toMatchObject({ tierCents: 400, discountCents: 0, amountCents: 100 });
      expect(quotePrice({ sale: sale(150), code: code({ discountPercent: 50 }), tier: { minQuantity: 2, percentOff: 20 } })).toMatchObject({
        tierCents: 30,
        discountCents: 20,
        amountCents: 100,
      });
      expect(quotePrice({ sale: null, code: null, tier: deep, list: { currency: "SEK", amountCents: 5500 } })).toMatchObject({ amountCents: PRICE_FLOORS.SEK });
    });

    it("caps a seat's commission at what the seat was charged", () => {
      expect(quotePrice({ sale: sale(150), code: code({ commissionCents: 400 }), tier: { minQuantity: 2, percentOff: 20 } })).toMatchObject({
        amountCents: 120,
        commissionCents: 120,
      });
    });
  });
});
