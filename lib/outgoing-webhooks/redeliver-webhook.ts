import "server-only";

import { AppError } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import type { AdminContext } from "@/lib/auth/admin-context";
import { prisma } from "@/lib/database/db";
import { enqueue } from "@/lib/queue/boss";
import { QUEUES } from "@/lib/queue/queues";

/**
 * "Redeliver" on a delivery of the log: the same message (the same webhook-id, so a receiver that got it drops the
 * duplicate) is sent again now, with a fresh set of tries. One already waiting for its next try is a conflict, and so
 * is one for a disabled endpoint (enable it first). Audited.
 */
export async function redeliverWebhook(id: string, ctx: AdminContext, now = new Date()): Promise<{ id: string }> {
  return prisma.$transaction(async (tx) => {
    const delivery = await tx.webhookDelivery.findUnique({ where: { id }, select: { status: true, endpoint: { select: { enabled: true } } } });
    if (!delivery) throw new AppError("not_found", "No such webhook delivery.");
    if (!delivery.endpoint.enabled) throw new AppError("conflict", "The endpoint is disabled: enable it before sending again.");
    const reset = await tx.webhookDelivery.updateMany({ where: { id, status: { not: "PENDING" } }, data: { status: "PENDING", tries: 0, nextAttemptAt: now } });
    if (reset.count === 0) throw new AppError("conflict", "This delivery is waiting for its next try already.");
    await enqueue(QUEUES.webhookDeliver, {}, { tx });
    await recordAudit(
      { action: "webhook_endpoint.redeliver", actor: ctx.admin.username, success: true, ipAddress: ctx.ipAddress, details: { deliveryId: id } },
      tx,
    );
    return { id };
  });
}
