import "server-only";

import { prisma } from "@/lib/database/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { PRICE_FLOORS } from "@/lib/money";
import { POINT_CURRENCIES, type PointCurrency, type PricePointRow } from "@/lib/pricing/schemas";

type Db = Pick<Prisma.TransactionClient, "currencyPrice">;

/** A currency's row as the dashboard and GET /admin/prices show it, from its price point (or none). */
export function toPricePointRow(currency: PointCurrency, point: { amountCents: number; updatedBy: string; updatedAt: Date } | null | undefined): PricePointRow {
  return {
    currency,
    amountCents: point?.amountCents ?? null,
    floorCents: PRICE_FLOORS[currency],
    updatedBy: point?.updatedBy ?? null,
    updatedAt: point?.updatedAt.toISOString() ?? null,
  };
}

/** Every currency a price point may be set in, in PRICE_CURRENCIES' order, with its point or none (one read of at most 7 rows). */
export async function listPricePoints(db: Db = prisma): Promise<PricePointRow[]> {
  const rows = await db.currencyPrice.findMany();
  return POINT_CURRENCIES.map((currency) =>
    toPricePointRow(
      currency,
      rows.find((row) => row.currency === currency),
    ),
  );
}
