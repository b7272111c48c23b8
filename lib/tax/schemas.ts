import { PRICE_CURRENCIES, type PriceCurrency } from "@/lib/money";
import { multiline } from "@/lib/validation/multiline";
import { z } from "@/lib/validation/zod";

/** A calendar quarter as the Tax tab and its CSV name it: "2026-Q4". */
export const taxQuarterSchema = z.string("quarter must be text").regex(/^\d{4}-Q[1-4]$/, "A quarter is written like 2026-Q4");

/** GET /admin/export/tax: the quarter whose return to download. */
export const taxExportQuerySchema = z.object({ quarter: taxQuarterSchema }).strict();

/** "1.0830" → 1083000: a decimal of up to six places in millionths, without a float. */
function toMicros(rate: string): number {
  const [whole = "0", fraction = ""] = rate.split(".");
  return Number(whole) * 1_000_000 + Number(fraction.padEnd(6, "0"));
}

/** The currencies a quarter's returns may need a rate for: every one the shop prices in but the euro itself. */
export type RateCurrency = Exclude<PriceCurrency, "EUR">;
export const RATE_CURRENCIES = PRICE_CURRENCIES.filter((currency): currency is RateCurrency => currency !== "EUR");

/**
 * An exchange rate of a quarter's returns, as the admin copies it from the ECB: the euro reference rate for one
 * currency on the quarter's last day, in units of that currency per euro ("1.0830" for the US dollar), up to six
 * decimals; kept in millionths.
 */
export const saveExchangeRateSchema = z
  .object({
    quarter: taxQuarterSchema,
    currency: z.enum(RATE_CURRENCIES, "A currency the shop prices in, other than the euro"),
    perEur: z
      .string("The rate must be text")
      .trim()
      .regex(/^\d{1,3}(\.\d{1,6})?$/, "Write the rate as the ECB does, like 1.0830 (units of the currency per euro)")
      .transform(toMicros)
      .refine((micros) => micros > 0, "The rate must be above 0"),
  })
  .strict()
  .transform(({ quarter, currency, perEur }) => ({ quarter, currency, perEurMicros: perEur }));

export type SaveExchangeRateInput = z.output<typeof saveExchangeRateSchema>;

/** The runtime's own country data (ICU, in Node and in every browser): a code it has no name for names no country. */
const REGIONS = new Intl.DisplayNames(["en"], { type: "region", fallback: "none" });

/** Codes it names that are no ISO 3166 country: groupings, "Unknown Region", and UK (reserved; the code is GB). */
const NOT_COUNTRIES: ReadonlySet<string> = new Set(["EU", "EZ", "UN", "QO", "ZZ", "UK"]);

/** A country as an admin names it for an order under review: an ISO 3166 alpha-2 code, "DE". */
const taxCountrySchema = z
  .string("country must be text")
  .trim()
  .regex(/^[A-Z]{2}$/, "Two capital letters, the country's ISO code, like DE")
  // Asked only of two capitals: Intl throws on anything else, which the regex has refused already.
  .refine(
    (code) => !/^[A-Z]{2}$/.test(code) || (!NOT_COUNTRIES.has(code) && REGIONS.of(code) !== undefined),
    "No country has this code (the United Kingdom is GB)",
  );

const orderId = z.uuid("orderId must be an order id");
const reason = multiline(z.string("reason must be text").trim().min(1, "A reason is required").max(500, "The reason must be at most 500 characters"));

/** "Set country" on an order under review: the country the buyer is in, and why (audited). */
export const setTaxCountrySchema = z.object({ orderId, country: taxCountrySchema, reason }).strict();

export type SetTaxCountryInput = z.output<typeof setTaxCountrySchema>;

/** "Confirm" on an order under review: the country decided stands, and why (audited). */
export const confirmTaxCountrySchema = z.object({ orderId, reason }).strict();

export type ConfirmTaxCountryInput = z.output<typeof confirmTaxCountrySchema>;
