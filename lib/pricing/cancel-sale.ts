import "server-only";

import { AppError } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import type { AdminContext } from "@/lib/auth/admin-context";
import { prisma } from "@/lib/database/db";
import { SALES_LOCK, toSaleRow, type SaleRow } from "@/lib/pricing/list-sales";
import { enqueue } from "@/lib/queue/boss";
import { QUEUES } from "@/lib/queue/queues";

/** Cancels a sale that has not ended: the price is the regular one again from now. Its orders keep it. Audited. */
export async function cancelSale(id: string, ctx: AdminContext & { now: Date }): Promise<SaleRow> {
  return prisma.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(${SALES_LOCK})`;
    const sale = await tx.sale.findUnique({ where: { id } });
    if (!sale) throw new AppError("not_found", "No such sale.");
    if (sale.cancelledAt || sale.endsAt <= ctx.now) throw new AppError("conflict", "This sale has already ended.");
    const cancelled = await tx.sale.update({ where: { id }, data: { cancelledAt: ctx.now } });
    // The pages showing its price, if it had started, show the regular one again now.
    await enqueue(QUEUES.priceChange, { saleId: id, edge: "cancel" }, { tx });
    await recordAudit(
      { action: "sale.cancel", actor: ctx.admin.username, success: true, ipAddress: ctx.ipAddress, details: { saleId: id, label: sale.label } },
      tx,
    );
    return toSaleRow(cancelled);
  });
}
