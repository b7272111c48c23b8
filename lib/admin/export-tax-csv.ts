import "server-only";

import { csvRow, type CsvValue } from "@/lib/admin/csv";
import { recordAudit } from "@/lib/audit/record-audit";
import type { AdminContext } from "@/lib/auth/admin-context";
import { countryName } from "@/lib/content/tax";
import { toPaypalValue } from "@/lib/money";
import { perEurText } from "@/lib/tax/exchange-rate";
import type { Figures } from "@/lib/tax/quarter-return";
import { taxReturn, type Converted } from "@/lib/tax/tax-return";

/**
 * A quarter's VAT return for the seller's filing: one record per country, rate and currency, then a totals
 * record per currency (country empty, country_name "Total"), a record of every line in euros ("Total in euros") and,
 * when the UK sold, one of its lines in pounds. Amounts are decimals like the orders export's ("5.00") in the
 * record's currency; refunds are what was paid back, positive, and taxable and VAT are net of them, so they are
 * negative for a quarter whose refunds outweigh its sales. vat_rate is the percentage ("19.00"), empty where no VAT
 * was computed (outside the EU and the UK). The euro columns stay empty until the rate of the line's currency is
 * saved (per_eur names it, empty for euros); the pound columns are filled on the UK's lines only.
 */
const TAX_CSV_COLUMNS = [
  "quarter",
  "country",
  "country_name",
  "vat_rate",
  "currency",
  "sales",
  "sales_amount",
  "refunds",
  "refunds_amount",
  "taxable",
  "vat",
  "taxable_eur",
  "vat_eur",
  "per_eur",
  "taxable_gbp",
  "vat_gbp",
] as const;

/** Basis points as a percentage with two decimals, exactly: 1900 → "19.00", 2550 → "25.50". */
const percent = (rateBp: number) => `${Math.floor(rateBp / 100)}.${String(rateBp % 100).padStart(2, "0")}`;
const amounts = (converted: Converted | undefined): CsvValue[] =>
  converted ? [toPaypalValue(converted.taxableCents), toPaypalValue(converted.taxCents)] : [null, null];
const figures = (l: Figures): CsvValue[] => [
  l.sales,
  toPaypalValue(l.salesCents),
  l.refunds,
  toPaypalValue(l.refundCents),
  toPaypalValue(l.taxableCents),
  toPaypalValue(l.taxCents),
];
const NO_FIGURES: CsvValue[] = [null, null, null, null, null, null];

/** The quarter's return as CSV text (a few dozen records at most: one per country, rate and currency), audited with the rates it used. */
export async function exportTaxCsv(quarter: string, ctx: AdminContext): Promise<string> {
  const { rates, lines, totals, eur, uk } = await taxReturn(quarter);
  const rateText = new Map(rates.map((rate) => [rate.currency, perEurText(rate.perEurMicros)]));
  await recordAudit({
    action: "export.tax",
    actor: ctx.admin.username,
    success: true,
    ipAddress: ctx.ipAddress,
    details: { quarter, rates: Object.fromEntries(rateText) },
  });
  const rateOf = (currency: string) => rateText.get(currency) ?? null;
  return [
    csvRow(TAX_CSV_COLUMNS),
    ...lines.map((line) =>
      csvRow([
        quarter,
        line.country,
        countryName(line.country),
        line.rateBp === null ? null : percent(line.rateBp),
        line.currency,
        ...figures(line),
        ...amounts(line.eur),
        rateOf(line.currency),
        ...amounts(line.gbp),
      ]),
    ),
    ...totals.map((total) =>
      csvRow([quarter, null, "Total", null, total.currency, ...figures(total), ...amounts(total.eur), rateOf(total.currency), null, null]),
    ),
    csvRow([quarter, null, "Total in euros", null, "EUR", ...NO_FIGURES, ...amounts(eur), null, null, null]),
    ...(uk === undefined ? [] : [csvRow([quarter, "GB", "United Kingdom in pounds", null, "GBP", ...NO_FIGURES, null, null, null, ...amounts(uk)])]),
  ].join("");
}
