import "server-only";

import { csvRow, type CsvValue } from "@/lib/admin/csv";
import { recordAudit } from "@/lib/audit/record-audit";
import type { AdminContext } from "@/lib/auth/admin-context";
import { countryName } from "@/lib/content/tax";
import { toPaypalValue } from "@/lib/money";
import { usdPerEurText } from "@/lib/tax/exchange-rate";
import { taxReturn, type EurAmounts } from "@/lib/tax/tax-return";

/**
 * A quarter's VAT return for the seller's filing: one record per country and rate, then a totals
 * record (country empty, country_name "Total"). Amounts are decimals like the orders export's ("5.00"); refunds
 * are what was paid back, positive, and taxable and VAT are net of them, so they are negative for a quarter whose
 * refunds outweigh its sales. vat_rate is the percentage ("19.00"), empty where no VAT was computed (outside the
 * EU and the UK). The EUR columns and the rate used are empty until the quarter's exchange rate is saved.
 */
const TAX_CSV_COLUMNS = [
  "quarter",
  "country",
  "country_name",
  "vat_rate",
  "sales",
  "sales_usd",
  "refunds",
  "refunds_usd",
  "taxable_usd",
  "vat_usd",
  "taxable_eur",
  "vat_eur",
  "usd_per_eur",
] as const;

/** Basis points as a percentage with two decimals, exactly: 1900 → "19.00", 2550 → "25.50". */
const percent = (rateBp: number) => `${Math.floor(rateBp / 100)}.${String(rateBp % 100).padStart(2, "0")}`;
const eur = (amounts: EurAmounts): CsvValue[] => (amounts ? [toPaypalValue(amounts.taxableCents), toPaypalValue(amounts.taxCents)] : [null, null]);

/** The quarter's return as CSV text (a few dozen records at most: one per country and rate), audited with the rate it used. */
export async function exportTaxCsv(quarter: string, ctx: AdminContext): Promise<string> {
  const { exchangeRate, lines, totals } = await taxReturn(quarter);
  const rate = exchangeRate && usdPerEurText(exchangeRate.usdPerEurMicros);
  await recordAudit({ action: "export.tax", actor: ctx.admin.username, success: true, ipAddress: ctx.ipAddress, details: { quarter, usdPerEur: rate } });
  const figures = (l: Omit<(typeof lines)[number], "country" | "rateBp">): CsvValue[] => [
    l.sales,
    toPaypalValue(l.salesCents),
    l.refunds,
    toPaypalValue(l.refundCents),
    toPaypalValue(l.taxableCents),
    toPaypalValue(l.taxCents),
    ...eur(l.eur),
    rate,
  ];
  return [
    csvRow(TAX_CSV_COLUMNS),
    ...lines.map((line) => csvRow([quarter, line.country, countryName(line.country), line.rateBp === null ? null : percent(line.rateBp), ...figures(line)])),
    csvRow([quarter, null, "Total", null, ...figures(totals)]),
  ].join("");
}
