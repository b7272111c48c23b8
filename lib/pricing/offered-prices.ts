import "server-only";

import { prisma } from "@/lib/database/db";
import { ipCountry } from "@/lib/geoip/ip-country";
import { formatPrice } from "@/lib/money";
import { currencyForCountry } from "@/lib/pricing/currency-for-country";
import { findCurrentSale } from "@/lib/pricing/current-sale";
import { listBulkTiers } from "@/lib/pricing/list-bulk-tiers";
import { listPrices } from "@/lib/pricing/price-list";
import { quotePrice } from "@/lib/pricing/quote-price";
import type { OfferedPrice, OfferedPrices } from "@/lib/pricing/schemas";

/**
 * Every currency the license is offered in with its price now (a running sale's included), a license's price in a
 * pack of each bulk tier, and the one to show
 * first: the currency of the buyer's country (from their address in the offline IP database, looked up and
 * forgotten, never stored) when it is offered, else USD.
 */
export async function offeredPrices(ctx: { ipAddress: string; now: Date }): Promise<OfferedPrices> {
  const [lists, sale, { tiers }] = await Promise.all([listPrices(prisma), findCurrentSale(prisma, ctx.now), listBulkTiers(prisma)]);
  const prices = lists.map((list): OfferedPrice => {
    const quote = quotePrice({ sale, code: null, list });
    return {
      currency: quote.currency,
      listPriceCents: quote.listPriceCents,
      amountCents: quote.amountCents,
      text: formatPrice(quote.amountCents, quote.currency),
      regularText: quote.saleId ? formatPrice(quote.listPriceCents, quote.currency) : null,
      packs: tiers.map((tier) => ({ ...tier, amountCents: quotePrice({ sale, code: null, list, tier }).amountCents })),
    };
  });
  // The address is looked up only when there is a choice to make: with USD alone, no database read at all.
  const local = prices.length > 1 ? currencyForCountry(await ipCountry(ctx.ipAddress)) : null;
  return { suggested: local && prices.some((price) => price.currency === local) ? local : "USD", prices };
}
