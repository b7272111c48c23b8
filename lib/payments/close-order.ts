import "server-only";

import { recordAudit } from "@/lib/audit/record-audit";
import { prisma } from "@/lib/database/db";
import type { OrderCloseReason, Prisma } from "@/lib/generated/prisma/client";
import { releaseCodeUse } from "@/lib/pricing/creator-code";

export type OpenOrder = { id: string; paypalOrderId: string; minecraftUuid: string | null; createdAt: Date; checkCount: number };

/**
 * Ends an order nobody paid: PayPal voided it, its expiry passed without a
 * capture, PayPal does not know it, or its buyer cancelled it. Only an order
 * still CREATED is closed, so a concurrent capture wins and a repeated close
 * writes nothing; each closed order gets one audit row ("order.close") in the
 * same transaction. A capture that still arrives later (a webhook, the
 * buyer's call) fulfils a CLOSED order as usual (lib/payments/fulfil-order.ts),
 * except a cancelled one, which is refunded. An order that held one of its
 * creator code's uses gives it back here, once. Returns whether this call
 * closed it.
 */
export async function closeOrder(order: OpenOrder, reason: OrderCloseReason, ctx: { now: Date; paypalStatus?: string }): Promise<boolean> {
  return prisma.$transaction((tx) => closeOrderIn(tx, order, reason, ctx));
}

/** closeOrder inside the caller's transaction (cancel-order's, which holds the order's row lock). */
export async function closeOrderIn(
  tx: Prisma.TransactionClient,
  order: OpenOrder,
  reason: OrderCloseReason,
  ctx: { now: Date; paypalStatus?: string },
): Promise<boolean> {
  const { count } = await tx.order.updateMany({
    where: { id: order.id, status: "CREATED" },
    data: { status: "CLOSED", closedReason: reason, closedAt: ctx.now, checkCount: { increment: 1 } },
  });
  if (count === 0) return false;
  const held = await tx.order.updateManyAndReturn({
    where: { id: order.id, codeUseHeld: true },
    data: { codeUseHeld: false },
    select: { referralCode: true },
  });
  if (held[0]?.referralCode) await releaseCodeUse(tx, held[0].referralCode);
  await recordAudit(
    {
      action: "order.close",
      actor: "system",
      uuid: order.minecraftUuid,
      success: true,
      details: {
        paypalOrderId: order.paypalOrderId,
        reason,
        paypalStatus: ctx.paypalStatus ?? null,
        checks: order.checkCount + 1,
        createdAt: order.createdAt.toISOString(),
      },
    },
    tx,
  );
  return true;
}
