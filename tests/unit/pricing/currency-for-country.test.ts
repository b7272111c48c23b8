import { describe, expect, it } from "vitest";

import { currencyForCountry } from "@/lib/pricing/currency-for-country";

describe("currencyForCountry", () => {
  it("names the euro in the euro area and each national currency the shop may price in", () => {
    expect(["DE", "FR", "HR", "IE", "NL"].map(currencyForCountry)).toEqual(["EUR", "EUR", "EUR", "EUR", "EUR"]);
    expect(["GB", "CA", "AU", "PL", "SE", "BR", "US"].map(currencyForCountry)).toEqual(["GBP", "CAD", "AUD", "PLN", "SEK", "BRL", "USD"]);
  });

  it("has none for an EU member outside the euro area with a currency the shop does not price in, another country, or no country", () => {
    expect(["DK", "CZ", "HU", "CH", "JP", null].map(currencyForCountry)).toEqual([null, null, null, null, null, null]);
  });
});
