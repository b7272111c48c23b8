import "server-only";

import { env } from "@/lib/env";
import { EU_STATES } from "@/lib/eu-states";
import type { Order } from "@/lib/generated/prisma/client";
import { ipCountry } from "@/lib/geoip/ip-country";
import { decideTaxCountry } from "@/lib/tax/decide-tax-country";
import { taxInsideCents } from "@/lib/tax/tax-inside";
import { RATES_SOURCE, vatRateAt } from "@/lib/vat-rates/vat-rate";

/** The rates' source as each order records it: the package, its version and release date. */
export const VAT_SOURCE = `${RATES_SOURCE.name} ${RATES_SOURCE.version} (${RATES_SOURCE.releasedOn})`;

/** What a sale's tax record adds to its order (the columns of prisma/schema.prisma's Order). */
export type SaleTax = Pick<Order, "ipCountry" | "payerCountry" | "taxCountry" | "taxReview" | "vatRateBp" | "vatCents" | "vatSource">;

/**
 * The rate for a buyer in `country` under the seller's scheme: the buyer's country's rate in the EU and the UK
 * (the One-Stop-Shop schemes, and the UK's own VAT from the first sale); under `home` (an EU seller below the
 * EUR 10,000 threshold), an EU buyer pays the seller's own rate. Null: no VAT (elsewhere, or no country known).
 * The rule at capture and when an admin sets a reviewed order's country (lib/tax/set-tax-country.ts).
 */
export function rateFor(country: string | null, at: Date): number | null {
  if (!country) return null;
  if (env.VAT_SCHEME === "home" && env.SELLER_COUNTRY && EU_STATES.includes(country)) return vatRateAt(env.SELLER_COUNTRY, at);
  return vatRateAt(country, at);
}

/**
 * A paid order's tax record when TAX_MODE=vat (null when off, and the order stays as before): the location evidence
 * and the country decided, the rate and the VAT inside the amount, fixed now. Its receipt number is given after the
 * sale commits (lib/payments/number-receipt.ts).
 */
export async function saleTax(sale: { ipAddress: string | null; payerCountry: string | null; amountCents: number; capturedAt: Date }): Promise<SaleTax | null> {
  if (env.TAX_MODE !== "vat") return null;
  const evidence = { payerCountry: sale.payerCountry, ipCountry: await ipCountry(sale.ipAddress) };
  const { taxCountry, review } = decideTaxCountry(evidence);
  const rate = rateFor(taxCountry, sale.capturedAt);
  return {
    ...evidence,
    taxCountry,
    taxReview: review,
    vatRateBp: rate,
    vatCents: rate === null ? null : taxInsideCents(sale.amountCents, rate),
    vatSource: rate === null ? null : VAT_SOURCE,
  };
}
