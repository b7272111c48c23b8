/**
 * How the tax records read on a receipt: countries by their English names and VAT rates as
 * percentages, the same in the receipt e-mail and on the printable receipt.
 */

const REGIONS = new Intl.DisplayNames(["en"], { type: "region" });

/** "DE" → "Germany"; a code the runtime does not know stays as it is. */
export function countryName(code: string): string {
  return REGIONS.of(code) ?? code;
}

const PERCENT = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });

/** A rate in basis points as a receipt writes it: 1900 → "19 %", 2550 → "25.5 %". */
export function vatRatePercent(rateBp: number): string {
  return `${PERCENT.format(rateBp / 100)} %`;
}
