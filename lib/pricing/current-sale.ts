import "server-only";

import type { Prisma } from "@/lib/generated/prisma/client";
import type { SaleTerms } from "@/lib/pricing/quote-price";

type Db = Pick<Prisma.TransactionClient, "sale">;

/** The sale running at `now` (start inclusive, end exclusive, not cancelled), or null; at most one runs at a time. */
export async function findCurrentSale(db: Db, now: Date): Promise<SaleTerms | null> {
  return db.sale.findFirst({
    where: { cancelledAt: null, startsAt: { lte: now }, endsAt: { gt: now } },
    orderBy: { startsAt: "desc" },
    select: { id: true, label: true, priceCents: true, endsAt: true },
  });
}
