import "server-only";

import { prisma } from "@/lib/database/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { isPriceCurrency, LICENSE_PRICE, PRICE_CURRENCIES, type PriceCurrency } from "@/lib/money";
import type { ListPrice } from "@/lib/pricing/quote-price";

type Db = Pick<Prisma.TransactionClient, "currencyPrice">;

/** The regular price in `currency`: USD's always, another's when the seller set a price point for it, else null (not offered). */
export async function findListPrice(db: Db, currency: PriceCurrency): Promise<ListPrice | null> {
  if (currency === "USD") return LICENSE_PRICE;
  const row = await db.currencyPrice.findUnique({ where: { currency }, select: { amountCents: true } });
  return row ? { currency, amountCents: row.amountCents } : null;
}

/** The currencies checkout takes besides USD, for the pages' note under a USD price (empty while USD is the only one). */
export async function otherCurrencies(db: Db = prisma): Promise<PriceCurrency[]> {
  return (await listPrices(db)).flatMap((price) => (price.currency === "USD" ? [] : [price.currency]));
}

/** Every currency offered now with its regular price: USD first, then the others in PRICE_CURRENCIES' order. */
export async function listPrices(db: Db): Promise<ListPrice[]> {
  const rows = await db.currencyPrice.findMany({ select: { currency: true, amountCents: true } });
  const set = new Map(rows.filter((row) => isPriceCurrency(row.currency)).map((row) => [row.currency, row.amountCents]));
  return PRICE_CURRENCIES.flatMap((currency): ListPrice[] => {
    if (currency === "USD") return [LICENSE_PRICE];
    const amountCents = set.get(currency);
    return amountCents === undefined ? [] : [{ currency, amountCents }];
  });
}
