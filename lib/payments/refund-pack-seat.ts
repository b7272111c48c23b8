import "server-only";

import { AppError } from "@/lib/api/errors";
import type { AdminContext } from "@/lib/auth/admin-context";
import { REFUND_SEAT_NOTE } from "@/lib/content/checkout";
import { prisma } from "@/lib/database/db";
import { lockCapture } from "@/lib/payments/record-refunded-capture";
import { refundSeatAtPaypal, revokeSeat, seatCreditNote } from "@/lib/payments/refund-seat";
import type { RefundSeatInput } from "@/lib/payments/schemas";

/**
 * An admin refunds one seat of a paid pack: PayPal returns that seat's amount (a partial refund of the capture), and
 * the seat alone is revoked (lib/payments/refund-seat.ts): its license or gift code, its commission; the other seats
 * keep theirs. The capture's lock is held across PayPal's call, so PayPal's refund event, however early, waits and then
 * finds the seat by its refund id. Money already refunded on PayPal's site for no seat (refunded_elsewhere_cents) is put
 * to the seat instead, and PayPal is not asked (no refund id then). The last seat refunded marks the order refunded. A seat refunded already, or a pack
 * not paid (or refunded whole), is a 409 and nothing is asked of PayPal.
 */
export async function refundPackSeat({ orderId, position }: RefundSeatInput, ctx: AdminContext): Promise<{ refundId: string | null }> {
  const found = await prisma.order.findUnique({ where: { id: orderId }, select: { captureId: true } });
  if (!found?.captureId) throw new AppError("not_found", "No paid order has this id.");
  const captureId = found.captureId;
  return prisma.$transaction(
    async (tx) => {
      await lockCapture(tx, captureId);
      await tx.$queryRaw`SELECT id FROM orders WHERE id = ${orderId}::uuid FOR UPDATE`;
      const order = await tx.order.findUniqueOrThrow({ where: { id: orderId } });
      if (order.quantity < 2) throw new AppError("conflict", "This order is not a pack: refund it at PayPal, as any order.");
      if (order.status !== "COMPLETED") throw new AppError("conflict", "This pack is not paid, or was refunded whole.");
      const seat = await tx.orderSeat.findUnique({ where: { orderId_position: { orderId, position } } });
      if (!seat) throw new AppError("not_found", `This pack has no seat ${position}.`);
      if (seat.refundedAt) throw new AppError("conflict", `Seat ${position} was refunded already.`);

      const now = new Date();
      // Money the seller refunded on PayPal's site, naming no seat, is put to this one: PayPal is not asked again.
      const elsewhere = order.refundedElsewhereCents >= seat.amountCents;
      if (elsewhere) await tx.order.update({ where: { id: orderId }, data: { refundedElsewhereCents: { decrement: seat.amountCents } } });
      const refundId = elsewhere ? null : await refundSeatAtPaypal(captureId, seat, order.currency, REFUND_SEAT_NOTE);
      const creditNoteNumber = await seatCreditNote(tx, order, now);
      await revokeSeat(tx, { order, seat, why: elsewhere ? "ELSEWHERE" : "SELLER", refundId, creditNoteNumber, actor: ctx.admin.username, now });
      const left = await tx.orderSeat.count({ where: { orderId, refundedAt: null } });
      if (left === 0) await tx.order.update({ where: { id: orderId }, data: { status: "REFUNDED", refundedAt: now } });
      return { refundId };
    },
    // PayPal is asked inside: as long as fulfilment may wait for it.
    { maxWait: 15_000, timeout: 20_000 },
  );
}
