import "server-only";

import { prisma } from "@/lib/database/db";
import { listPrices } from "@/lib/pricing/price-list";
import { convertCents, EUR_PER_EUR_MICROS } from "@/lib/tax/exchange-rate";
import { byCurrency, quarterReturn, type CurrencyTotal, type ReturnLine } from "@/lib/tax/quarter-return";
import type { ExchangeRateRow } from "@/lib/tax/save-exchange-rate";
import { RATE_CURRENCIES, type RateCurrency } from "@/lib/tax/schemas";

/** A taxable amount and its VAT converted to the currency a return is filed in; null while a rate it needs is not saved. */
export type Converted = { taxableCents: number; taxCents: number } | null;

/** The United Kingdom's code: its VAT return is filed in pounds. */
const UK = "GB";

export type TaxReturn = {
  quarter: string;
  /** The rates saved for the quarter, one per currency. */
  rates: ExchangeRateRow[];
  /**
   * The currencies the quarter asks a rate for, in PRICE_CURRENCIES' order: the US dollar always, every currency
   * on offer or sold in, and the pound when a UK line was paid in another currency; never the euro.
   */
  rateCurrencies: RateCurrency[];
  /** Those of rateCurrencies a line needs but no rate is saved for: the euro (or pound) figures wait for them. */
  missing: string[];
  /** Each line in its own currency, with its amounts in euros for the OSS return, and a UK line's in pounds. */
  lines: (ReturnLine & { eur: Converted; gbp?: Converted })[];
  /** Each currency's totals in its own currency, and in euros (the sum of its lines'). */
  totals: (CurrencyTotal & { eur: Converted })[];
  /** Every line in euros, added up. */
  eur: Converted;
  /** The UK's lines in pounds, added up, for its own return; undefined when the quarter has none. */
  uk?: Converted;
};

/** Adds up converted amounts: null as soon as one of them is. */
function sum(amounts: Converted[]): Converted {
  let total = { taxableCents: 0, taxCents: 0 };
  for (const amount of amounts) {
    if (!amount) return null;
    total = { taxableCents: total.taxableCents + amount.taxableCents, taxCents: total.taxCents + amount.taxCents };
  }
  return total;
}

/**
 * A quarter's return as the Tax tab and its CSV show it: the lines in the currencies buyers paid in
 * (lib/tax/quarter-return.ts), never added across currencies; each line's taxable amount and VAT in euros once the
 * rate of its currency is saved (a euro line needs none), converted line by line (lib/tax/exchange-rate.ts); and
 * the UK's lines in pounds at the cross rate of the two ECB rates. Totals in euros or pounds add up the lines'.
 */
export async function taxReturn(quarter: string): Promise<TaxReturn> {
  const [figures, saved, offered] = await Promise.all([quarterReturn(quarter), prisma.taxExchangeRate.findMany({ where: { quarter } }), listPrices(prisma)]);
  const rates = saved
    .map((rate) => ({ quarter, currency: rate.currency, perEurMicros: rate.unitsPerEurMicros, setBy: rate.setBy, setAt: rate.setAt.toISOString() }))
    .sort((a, b) => byCurrency(a.currency, b.currency));
  const perEur = new Map<string, number>([...rates.map((rate): [string, number] => [rate.currency, rate.perEurMicros]), ["EUR", EUR_PER_EUR_MICROS]]);
  const needed = new Set<string>();
  const convert = (line: ReturnLine, to: string): Converted => {
    if (line.currency === to) return { taxableCents: line.taxableCents, taxCents: line.taxCents };
    for (const currency of [line.currency, to]) if (currency !== "EUR") needed.add(currency);
    const from = perEur.get(line.currency);
    const into = perEur.get(to);
    if (from === undefined || into === undefined) return null;
    return { taxableCents: convertCents(line.taxableCents, from, into), taxCents: convertCents(line.taxCents, from, into) };
  };
  const lines = figures.lines.map((line) => ({ ...line, eur: convert(line, "EUR"), ...(line.country === UK && { gbp: convert(line, "GBP") }) }));
  const ukLines = lines.filter((line) => line.country === UK);
  const uk = ukLines.length > 0 ? sum(ukLines.map((line) => line.gbp ?? null)) : undefined;
  const totals = figures.totals.map((total) => ({ ...total, eur: sum(lines.filter((line) => line.currency === total.currency).map((line) => line.eur)) }));
  const asked = new Set<string>(["USD", ...needed, ...offered.map((price) => price.currency), ...rates.map((rate) => rate.currency)]);
  const rateCurrencies = RATE_CURRENCIES.filter((currency) => asked.has(currency));
  const missing = rateCurrencies.filter((currency) => needed.has(currency) && !perEur.has(currency));
  return { quarter, rates, rateCurrencies, missing, lines, totals, eur: sum(lines.map((line) => line.eur)), uk };
}
