import "server-only";

import { prisma } from "@/lib/database/db";
import type { saleRowSchema } from "@/lib/pricing/schemas";
import type { z } from "@/lib/validation/zod";

/** pg_advisory_xact_lock key that serialises scheduling and cancelling sales ("sale"), so two overlapping sales cannot both pass the check. */
export const SALES_LOCK = 0x73616c65;

/** A sale as the dashboard and GET /admin/sales show it: the answer /openapi.json documents. */
export type SaleRow = z.infer<typeof saleRowSchema>;

export const toSaleRow = (sale: { id: string; label: string; priceCents: number; startsAt: Date; endsAt: Date; cancelledAt: Date | null }): SaleRow => ({
  id: sale.id,
  label: sale.label,
  priceCents: sale.priceCents,
  startsAt: sale.startsAt.toISOString(),
  endsAt: sale.endsAt.toISOString(),
  cancelledAt: sale.cancelledAt?.toISOString() ?? null,
});

/** The dashboard's sales: those not ended at `now` and those that ended in the last 90 days, latest start first, at most 20. */
export async function listSales(now: Date): Promise<SaleRow[]> {
  const sales = await prisma.sale.findMany({
    where: { endsAt: { gt: new Date(now.getTime() - 90 * 24 * 3600_000) } },
    orderBy: { startsAt: "desc" },
    take: 20,
  });
  return sales.map(toSaleRow);
}
