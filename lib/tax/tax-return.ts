import "server-only";

import { prisma } from "@/lib/database/db";
import { usdCentsToEurCents } from "@/lib/tax/exchange-rate";
import { quarterReturn, type ReturnLine } from "@/lib/tax/quarter-return";
import type { ExchangeRateRow } from "@/lib/tax/save-exchange-rate";

/** A line's taxable amount and VAT in euro cents; null while the quarter has no exchange rate saved. */
export type EurAmounts = { taxableCents: number; taxCents: number } | null;

export type TaxReturn = {
  quarter: string;
  exchangeRate: ExchangeRateRow | null;
  lines: (ReturnLine & { eur: EurAmounts })[];
  totals: Omit<ReturnLine, "country" | "rateBp"> & { eur: EurAmounts };
};

/**
 * A quarter's return as the Tax tab and its CSV show it: the lines in USD (lib/tax/quarter-return.ts)
 * and, once an admin saved the quarter's exchange rate, each line's taxable amount and VAT in euros, converted
 * line by line (lib/tax/exchange-rate.ts); the EUR totals are the sums of the lines' euros.
 */
export async function taxReturn(quarter: string): Promise<TaxReturn> {
  const [usd, rate] = await Promise.all([quarterReturn(quarter), prisma.taxExchangeRate.findUnique({ where: { quarter } })]);
  const exchangeRate = rate && { quarter, usdPerEurMicros: rate.usdPerEurMicros, setBy: rate.setBy, setAt: rate.setAt.toISOString() };
  const lines = usd.lines.map((line) => ({
    ...line,
    eur: exchangeRate && {
      taxableCents: usdCentsToEurCents(line.taxableCents, exchangeRate.usdPerEurMicros),
      taxCents: usdCentsToEurCents(line.taxCents, exchangeRate.usdPerEurMicros),
    },
  }));
  const sum = (key: "taxableCents" | "taxCents") => lines.reduce((total, line) => total + (line.eur?.[key] ?? 0), 0);
  return { quarter, exchangeRate, lines, totals: { ...usd.totals, eur: exchangeRate && { taxableCents: sum("taxableCents"), taxCents: sum("taxCents") } } };
}
