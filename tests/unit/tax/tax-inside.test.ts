import { describe, expect, it } from "vitest";

import { taxInsideCents } from "@/lib/tax/tax-inside";

// The tax inside a VAT-inclusive price, per sale, half up, in whole cents.
describe("the VAT inside a price", () => {
  it("is $0.80 of a German $5.00 sale (79.83 cents, rounded)", () => {
    expect(taxInsideCents(500, 1900)).toBe(80);
  });

  it.each([
    [500, 2000, 83], // 83.33: the UK and France
    [500, 2700, 106], // 106.30: Hungary
    [500, 1700, 73], // 72.65: Luxembourg
    [500, 2550, 102], // 101.59: Finland's 25.5 %
    [450, 2300, 84], // 84.15: a $4.50 sale in Ireland
    [100, 2100, 17], // 17.36: the $1.00 floor at 21 %
    [500, 0, 0],
    [0, 1900, 0],
  ])("of %i cents at %i basis points is %i cents", (amount, rate, tax) => {
    expect(taxInsideCents(amount, rate)).toBe(tax);
  });

  it("rounds an exact half cent up and anything below it down", () => {
    // At 100 % the tax inside is half the price: 11 cents hold 5.5, 9 cents 4.5; 7 cents at 25 % hold 1.4.
    expect(taxInsideCents(11, 10_000)).toBe(6);
    expect(taxInsideCents(9, 10_000)).toBe(5);
    expect(taxInsideCents(7, 2500)).toBe(1);
  });

  it("refuses amounts and rates that are not whole, non-negative numbers", () => {
    expect(() => taxInsideCents(4.5, 1900)).toThrow(RangeError);
    expect(() => taxInsideCents(-500, 1900)).toThrow(RangeError);
    expect(() => taxInsideCents(500, 0.19)).toThrow(RangeError);
  });
});
