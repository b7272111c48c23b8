import "server-only";

import { prisma } from "@/lib/database/db";
import { isPriceCurrency, PRICE_CURRENCIES } from "@/lib/money";
import { taxQuarterSchema } from "@/lib/tax/schemas";

/** The UTC instants a quarter runs between: its first moment, and the next quarter's (exclusive). */
export function quarterRange(quarter: string): { from: Date; to: Date } {
  const [year, q] = taxQuarterSchema
    .parse(quarter)
    .split("-Q")
    .map((part) => Number(part)) as [number, number];
  return { from: new Date(Date.UTC(year, (q - 1) * 3, 1)), to: new Date(Date.UTC(year, q * 3, 1)) };
}

/** The quarter an instant falls in (UTC). */
export function quarterOf(at: Date): string {
  return `${at.getUTCFullYear()}-Q${Math.floor(at.getUTCMonth() / 3) + 1}`;
}

/** The quarter an instant falls in and the `count - 1` before it, newest first: the Tax tab's choice of quarters. */
export function recentQuarters(at: Date, count: number): string[] {
  const first = Math.floor(at.getUTCMonth() / 3);
  return Array.from({ length: count }, (_, back) => quarterOf(new Date(Date.UTC(at.getUTCFullYear(), (first - back) * 3, 1))));
}

/**
 * One line of a quarter's return: a country, a rate (an OSS return lists each rate of a country on its own line)
 * and the currency the buyers paid in, its sales and refunds in the quarter, in that currency's cents. Taxable is
 * the amount without its VAT; a refund takes off exactly its sale's VAT and taxable amount, in the quarter of the
 * refund.
 */
export type ReturnLine = {
  country: string;
  /** Basis points; null: a country outside the EU and the UK, recorded without VAT. */
  rateBp: number | null;
  currency: string;
} & Figures;

/** What a line counts; a currency's total counts the same, never adding amounts of two currencies. */
export type Figures = {
  sales: number;
  salesCents: number;
  refunds: number;
  refundCents: number;
  taxableCents: number;
  taxCents: number;
};

/** One currency's totals of the quarter. */
export type CurrencyTotal = { currency: string } & Figures;

type Row = { country: string; rate: number | null; currency: string; count: number; cents: bigint | number; vat: bigint | number };

const noFigures = (): Figures => ({ sales: 0, salesCents: 0, refunds: 0, refundCents: 0, taxableCents: 0, taxCents: 0 });

/** PRICE_CURRENCIES' order (USD first), a currency the shop no longer prices in after them. */
export const byCurrency = (a: string, b: string) => {
  const rank = (currency: string) => (isPriceCurrency(currency) ? PRICE_CURRENCIES.indexOf(currency) : PRICE_CURRENCIES.length);
  return rank(a) - rank(b) || a.localeCompare(b);
};

/**
 * The quarter's return, from what each order recorded when it was paid and refunded, never from today's rates:
 * the sales with a receipt captured in the quarter, and the refunds with a credit note refunded in it (a pack's seat by
 * seat), per country, rate and currency, and each currency's totals, counted in licenses. Three grouped reads over the
 * captured_at and refunded_at indexes.
 */
export async function quarterReturn(quarter: string): Promise<{ lines: ReturnLine[]; totals: CurrencyTotal[] }> {
  const { from, to } = quarterRange(quarter);
  const [sales, refunds, seatRefunds] = await Promise.all([
    prisma.$queryRaw<Row[]>`
      SELECT tax_country AS country, vat_rate_bp AS rate, currency, sum(quantity)::int AS count, sum(amount_cents)::bigint AS cents,
             coalesce(sum(vat_cents), 0)::bigint AS vat
      FROM orders
      WHERE captured_at >= ${from} AND captured_at < ${to} AND receipt_number IS NOT NULL AND tax_country IS NOT NULL
      GROUP BY tax_country, vat_rate_bp, currency`,
    prisma.$queryRaw<Row[]>`
      SELECT tax_country AS country, vat_rate_bp AS rate, currency, count(*)::int AS count, sum(amount_cents)::bigint AS cents,
             coalesce(sum(vat_cents), 0)::bigint AS vat
      FROM orders
      WHERE refunded_at >= ${from} AND refunded_at < ${to} AND credit_note_number IS NOT NULL AND tax_country IS NOT NULL
      GROUP BY tax_country, vat_rate_bp, currency`,
    // A pack's refunds are its seats' (lib/payments/refund-seat.ts), each with the VAT share it was given at capture.
    prisma.$queryRaw<Row[]>`
      SELECT o.tax_country AS country, o.vat_rate_bp AS rate, o.currency, count(*)::int AS count, sum(s.amount_cents)::bigint AS cents,
             coalesce(sum(s.vat_cents), 0)::bigint AS vat
      FROM order_seats s JOIN orders o ON o.id = s.order_id
      WHERE s.refunded_at >= ${from} AND s.refunded_at < ${to} AND s.credit_note_number IS NOT NULL AND o.tax_country IS NOT NULL
      GROUP BY o.tax_country, o.vat_rate_bp, o.currency`,
  ]);
  const lines = new Map<string, ReturnLine>();
  const line = (row: Row) => {
    const key = `${row.country}:${row.rate ?? ""}:${row.currency}`;
    let found = lines.get(key);
    if (!found) {
      found = { country: row.country, rateBp: row.rate, currency: row.currency, ...noFigures() };
      lines.set(key, found);
    }
    return found;
  };
  for (const row of sales) {
    const l = line(row);
    l.sales += row.count;
    l.salesCents += Number(row.cents);
    l.taxCents += Number(row.vat);
    l.taxableCents += Number(row.cents) - Number(row.vat);
  }
  for (const row of [...refunds, ...seatRefunds]) {
    const l = line(row);
    l.refunds += row.count;
    l.refundCents += Number(row.cents);
    l.taxCents -= Number(row.vat);
    l.taxableCents -= Number(row.cents) - Number(row.vat);
  }
  const sorted = [...lines.values()].sort(
    (a, b) => a.country.localeCompare(b.country) || (b.rateBp ?? -1) - (a.rateBp ?? -1) || byCurrency(a.currency, b.currency),
  );
  const totals = new Map<string, CurrencyTotal>();
  for (const l of sorted) {
    const total = totals.get(l.currency) ?? { currency: l.currency, ...noFigures() };
    for (const key of Object.keys(noFigures()) as (keyof Figures)[]) total[key] += l[key];
    totals.set(l.currency, total);
  }
  return { lines: sorted, totals: [...totals.values()].sort((a, b) => byCurrency(a.currency, b.currency)) };
}
