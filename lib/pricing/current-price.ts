import "server-only";

import { prisma } from "@/lib/database/db";
import { formatPrice } from "@/lib/money";
import { findCurrentSale } from "@/lib/pricing/current-sale";
import { quotePrice } from "@/lib/pricing/quote-price";

/** The price every page shows at a moment: quotePrice's without a code, with the running sale's label and end. */
export type ShownPrice = {
  amountCents: number;
  listPriceCents: number;
  currency: string;
  /** As the copy writes it: "$5", or "$4.50". */
  text: string;
  /** The regular price, struck through beside a sale's: null without a sale. */
  regularText: string | null;
  sale: { label: string; endsAt: Date } | null;
};

/**
 * What the license costs at `now` without a code, as the pages, the structured data and the share image show it:
 * the same computation create-order charges with (lib/pricing/quote-price.ts).
 */
export async function currentPrice(now = new Date()): Promise<ShownPrice> {
  const sale = await findCurrentSale(prisma, now);
  const quote = quotePrice({ sale, code: null });
  const onSale = sale !== null && quote.saleId !== null;
  return {
    amountCents: quote.amountCents,
    listPriceCents: quote.listPriceCents,
    currency: quote.currency,
    text: formatPrice(quote.amountCents, quote.currency, { wholeUnits: true }),
    regularText: onSale ? formatPrice(quote.listPriceCents, quote.currency, { wholeUnits: true }) : null,
    sale: onSale ? { label: sale.label, endsAt: sale.endsAt } : null,
  };
}
