import "server-only";

import { AppError } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import type { AdminContext } from "@/lib/auth/admin-context";
import { utcDateTime } from "@/lib/content/dates";
import { prisma } from "@/lib/database/db";
import { SALES_LOCK, toSaleRow, type SaleRow } from "@/lib/pricing/list-sales";
import type { ScheduleSaleInput } from "@/lib/pricing/schemas";
import { enqueue } from "@/lib/queue/boss";
import { QUEUES } from "@/lib/queue/queues";

/**
 * Schedules a sale. At most one sale runs at a time: one whose window overlaps another
 * not-cancelled sale's is refused, and one that would have ended already is pointless and refused too. Audited.
 * Two jobs go with it, at its start and at its end: each refreshes every instance's prerendered pages then
 * (lib/jobs/price-change-worker.ts), so the pages change price without a deploy.
 */
export async function scheduleSale(input: ScheduleSaleInput, ctx: AdminContext & { now: Date }): Promise<SaleRow> {
  if (input.endsAt <= ctx.now) {
    throw new AppError("unprocessable_entity", "The sale would be over already.", { fields: { endsAt: "The sale would be over already." } });
  }
  return prisma.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(${SALES_LOCK})`;
    const overlapping = await tx.sale.findFirst({
      where: { cancelledAt: null, startsAt: { lt: input.endsAt }, endsAt: { gt: input.startsAt } },
      orderBy: { startsAt: "asc" },
    });
    if (overlapping) {
      const message = `It overlaps "${overlapping.label}", ${utcDateTime(overlapping.startsAt)} to ${utcDateTime(overlapping.endsAt)}: one sale at a time.`;
      throw new AppError("conflict", message, { fields: { startsAt: message } });
    }
    const sale = await tx.sale.create({ data: { ...input, createdBy: ctx.admin.username } });
    await enqueue(QUEUES.priceChange, { saleId: sale.id, edge: "start" }, { tx, startAfter: sale.startsAt });
    await enqueue(QUEUES.priceChange, { saleId: sale.id, edge: "end" }, { tx, startAfter: sale.endsAt });
    await recordAudit(
      {
        action: "sale.schedule",
        actor: ctx.admin.username,
        success: true,
        ipAddress: ctx.ipAddress,
        details: { saleId: sale.id, label: sale.label, priceCents: sale.priceCents, startsAt: sale.startsAt.toISOString(), endsAt: sale.endsAt.toISOString() },
      },
      tx,
    );
    return toSaleRow(sale);
  });
}
