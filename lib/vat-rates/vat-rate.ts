import rates from "sales-tax/res/sales_tax_rates.json" with { type: "json" };

import { EU_STATES } from "@/lib/eu-states";

/**
 * VAT rates for electronically supplied services, from the `sales-tax` package's bundled table:
 * offline, maintained, never typed by hand. A digital service is taxed at the buyer's country's standard rate,
 * which is what the table holds. The snapshot is the installed version: RATES_SOURCE names it, and
 * tests/unit/tax/vat-rates.test.ts fails when the package is upgraded without its release date here.
 */
export const RATES_SOURCE = { name: "sales-tax", version: "2.23.0", releasedOn: "2026-05-19" } as const;

/** The countries whose VAT the shop records: the 27 EU member states (the package's EU region) and the United Kingdom. */
export const VAT_COUNTRIES: readonly string[] = [...EU_STATES, "GB"];

type Entry = { type: string; rate: number; before?: Record<string, { type: string; rate: number }> };
const TABLE = rates as Record<string, Entry | undefined>;

/** A rate in basis points (19 % is 1900, Finland's 25.5 % is 2550): whole numbers for cent arithmetic. */
const basisPoints = (rate: number) => Math.round(rate * 10_000);

/**
 * The standard VAT rate of `country` (ISO 3166 alpha-2) at `at`, in basis points; null outside the EU and the UK.
 * A country's entry may hold earlier rates, each valid before a date: the one whose date is the first after
 * `at` applies, else the current one (the package's own rule).
 */
export function vatRateAt(country: string, at: Date): number | null {
  if (!VAT_COUNTRIES.includes(country)) return null;
  const entry = TABLE[country];
  if (!entry || entry.type !== "vat") return null;
  const earlier = Object.entries(entry.before ?? {})
    .map(([until, rate]) => ({ until: new Date(until), rate }))
    .filter(({ until }) => at < until)
    .sort((a, b) => a.until.getTime() - b.until.getTime())[0];
  return basisPoints(earlier ? earlier.rate.rate : entry.rate);
}
