import type { PriceCurrency } from "@/lib/money";

/** The euro area's members (ISO 3166-1 alpha-2): where a buyer pays in euros. */
const EURO_AREA = new Set(["AT", "BE", "CY", "DE", "EE", "ES", "FI", "FR", "GR", "HR", "IE", "IT", "LT", "LU", "LV", "MT", "NL", "PT", "SI", "SK"]);

const NATIONAL: Readonly<Record<string, PriceCurrency>> = { GB: "GBP", CA: "CAD", AU: "AUD", PL: "PLN", SE: "SEK", BR: "BRL", US: "USD" };

/** The currency people in a country pay in, among those the shop may price in; null for any other country (they see USD). */
export function currencyForCountry(country: string | null): PriceCurrency | null {
  if (!country) return null;
  return EURO_AREA.has(country) ? "EUR" : (NATIONAL[country] ?? null);
}
