import "server-only";

import { LICENSED_MEANWHILE } from "@/lib/content/checkout";
import { prisma } from "@/lib/database/db";
import { lockCapture } from "@/lib/payments/record-refunded-capture";
import { refundSeatAtPaypal } from "@/lib/payments/refund-seat";

/** PayPal is asked under the locks: as long as fulfilment may wait for it (lib/payments/fulfil-order.ts). */
const REFUND_TRANSACTION = { maxWait: 15_000, timeout: 20_000 } as const;

/**
 * A pack's seats its capture recorded as refunded because another payment licensed their account first
 * (lib/payments/fulfil-pack.ts): their money is asked back of PayPal here, after that commit, so a capture that rolls
 * back has refunded nothing. One seat at a time, under the capture's lock and the order's row lock, so PayPal's refund
 * event waits and then finds the seat by its refund id; the PayPal-Request-Id comes from the seat, so a retry after a
 * failed commit is still one refund at PayPal. No seat is started at or after `until` (ms since the epoch; a
 * reconciliation pass's budget): it stays due for the next pass. Answers how many seats were refunded now.
 */
export async function refundDueSeats(orderId: string, { until = Infinity }: { until?: number } = {}): Promise<number> {
  const due = await prisma.orderSeat.findMany({ where: { orderId, refundDue: true }, orderBy: { position: "asc" }, select: { id: true } });
  let refunded = 0;
  for (const { id } of due) {
    if (Date.now() >= until) break;
    const done = await prisma.$transaction(async (tx) => {
      const order = await tx.order.findUniqueOrThrow({ where: { id: orderId }, select: { captureId: true, currency: true } });
      if (!order.captureId) return false;
      await lockCapture(tx, order.captureId);
      await tx.$queryRaw`SELECT id FROM orders WHERE id = ${orderId}::uuid FOR UPDATE`;
      const seat = await tx.orderSeat.findUniqueOrThrow({ where: { id } });
      if (!seat.refundDue) return false;
      const refundId = await refundSeatAtPaypal(order.captureId, seat, order.currency, LICENSED_MEANWHILE.seatRefundNote);
      await tx.orderSeat.update({ where: { id }, data: { refundId, refundDue: false } });
      return true;
    }, REFUND_TRANSACTION);
    if (done) refunded += 1;
  }
  return refunded;
}
