import "server-only";

import { ApiError } from "@paypal/paypal-server-sdk";

import { AppError } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { queueRoleSync } from "@/lib/buyer-role/queue-role-sync";
import type { Order, OrderSeat, Prisma } from "@/lib/generated/prisma/client";
import { lockAccounts } from "@/lib/licenses/lock-accounts";
import { log } from "@/lib/log";
import { toPaypalValue } from "@/lib/money";
import { emitWebhookEvent } from "@/lib/outgoing-webhooks/emit-webhook-event";
import { paypalPayments } from "@/lib/paypal/client";
import { reverseCommission } from "@/lib/referrals/reverse-commission";
import { nextDocumentNumber } from "@/lib/tax/document-number";

/**
 * Why a seat's money went back: its account was licensed by another payment before this pack's capture, the seller
 * refunded the seat from the dashboard (or had refunded its amount on PayPal's site, and put it to this seat there),
 * or the whole pack was refunded or reversed at PayPal.
 */
export type SeatRefundReason = "LICENSED" | "SELLER" | "ELSEWHERE" | "REFUNDED" | "REVERSED";

const REASONS: Record<SeatRefundReason, string> = {
  LICENSED: "Licensed by another payment first",
  SELLER: "Seat refunded by the seller",
  ELSEWHERE: "Refunded on PayPal's site",
  REFUNDED: "Payment refunded",
  REVERSED: "Payment reversed (chargeback)",
};

type PackOrder = Pick<Order, "id" | "paypalOrderId" | "captureId" | "currency" | "email" | "receiptNumber" | "receiptPending">;

/**
 * Asks PayPal to refund one seat's amount of the pack's capture (a partial refund), and answers the refund's id, by
 * which PayPal's refund event is mapped back to this seat. The PayPal-Request-Id comes from the seat, so a retry after
 * a failed commit is still one refund at PayPal. Called under the capture's lock (lib/payments/record-refunded-capture.ts):
 * the refund event waits for the seat to be recorded.
 */
export async function refundSeatAtPaypal(captureId: string, seat: Pick<OrderSeat, "id" | "amountCents">, currency: string, note: string): Promise<string> {
  try {
    const { result } = await paypalPayments().refundCapturedPayment({
      captureId,
      paypalRequestId: `refund-seat-${seat.id}`,
      prefer: "return=representation",
      body: { amount: { currencyCode: currency, value: toPaypalValue(seat.amountCents) }, noteToPayer: note },
    });
    if (!result.id) throw new Error("PayPal answered a refund without its id");
    return result.id;
  } catch (error) {
    log.error("paypal refund of a seat failed", {
      captureId,
      seatId: seat.id,
      status: error instanceof ApiError ? error.statusCode : undefined,
      error: String(error),
    });
    throw new AppError("service_unavailable", "PayPal could not refund the seat. Please try again.");
  }
}

/**
 * Records a seat's refund and takes back what the seat gave, and only that: its license is deactivated unless another
 * paid order or seat pays for it (its Discord role follows), its gift code is voided if unredeemed (a redeemed one's
 * license is revoked like any other), and its commission is voided or clawed back. A receipt's seat gets a
 * credit note (`creditNoteNumber`, shared by the seats one refund covers). Inside the caller's transaction, under the
 * order's row lock; a seat refunded already is left as it is.
 */
export async function revokeSeat(
  tx: Prisma.TransactionClient,
  {
    order,
    seat,
    why,
    refundId,
    creditNoteNumber,
    actor,
    now,
  }: {
    order: PackOrder;
    seat: OrderSeat;
    why: SeatRefundReason;
    refundId: string | null;
    creditNoteNumber: string | null;
    /** Who refunded it: an admin's username, "paypal" or "system". */
    actor: string;
    now: Date;
  },
): Promise<void> {
  // A gift seat's gift row first, as a redemption takes it (then the seat, then the account): the two never wait on
  // each other in a circle, and a redemption that got in first has written the seat's license, read fresh here.
  if (seat.isGift) await tx.$queryRaw`SELECT id FROM gifts WHERE seat_id = ${seat.id}::uuid FOR UPDATE`;
  const current = await tx.orderSeat.findUniqueOrThrow({ where: { id: seat.id } });
  if (current.refundedAt) return;
  const reason = REASONS[why];
  // A seat refused at capture is recorded as refunded now; its money is asked of PayPal after the commit (refund-due-seats.ts).
  const refundDue = why === "LICENSED" && refundId === null;
  await tx.orderSeat.update({ where: { id: seat.id }, data: { refundId, refundedAt: now, refundReason: reason, creditNoteNumber, refundDue } });
  const kind = why === "REVERSED" ? "REVERSED" : "REFUNDED";
  await reverseCommission(tx, order.id, kind, now, seat.position);
  // A seat refunded on its own is an event of its own; a whole pack's refund is one order.refunded, its caller's.
  if (why === "LICENSED" || why === "SELLER" || why === "ELSEWHERE") {
    await emitWebhookEvent(
      tx,
      "order.refunded",
      { orderId: order.id, captureId: order.captureId, amountCents: seat.amountCents, currency: order.currency, status: kind, seat: seat.position },
      { personal: { email: order.email }, at: now },
    );
  }
  const gift = current.isGift ? await tx.gift.findUnique({ where: { seatId: seat.id }, select: { id: true, redeemedAt: true, licenseId: true } }) : null;
  if (gift && !gift.redeemedAt) await tx.gift.update({ where: { id: gift.id }, data: { voidedAt: now, voidReason: reason } });
  const licenseId = current.licenseId ?? gift?.licenseId ?? null;
  let uuid = current.minecraftUuid;
  const license = licenseId ? await tx.license.findUnique({ where: { id: licenseId }, select: { uuid: true } }) : null;
  // The account's lock, as captures take it: one capturing for it meanwhile waits, then sees the license revoked.
  if (license) await lockAccounts(tx, [license.uuid]);
  if (licenseId && license && !(await stillPaidFor(tx, licenseId, seat.id))) {
    ({ uuid } = await tx.license.update({ where: { id: licenseId }, data: { active: false, revokedAt: now, revokedReason: reason } }));
    await queueRoleSync(tx, [licenseId]);
    await emitWebhookEvent(tx, "license.revoked", { licenseId, minecraftUuid: uuid, reason }, { at: now });
  }
  await recordAudit(
    {
      action: "order.refund_seat",
      actor,
      uuid: uuid ?? undefined,
      success: true,
      details: { paypalOrderId: order.paypalOrderId, captureId: order.captureId, seat: seat.position, refundId, reason: why, amountCents: seat.amountCents },
    },
    tx,
  );
}

/** A credit note's number for a refund of seats, when the pack has (or is getting) a receipt; null otherwise. */
export async function seatCreditNote(tx: Prisma.TransactionClient, order: Pick<Order, "receiptNumber" | "receiptPending">, at: Date): Promise<string | null> {
  return order.receiptNumber || order.receiptPending ? nextDocumentNumber(tx, "credit-note", at) : null;
}

/** Whether a paid order, or a pack's seat not refunded (other than `seatId`), still pays for the license. */
export async function stillPaidFor(tx: Prisma.TransactionClient, licenseId: string, seatId: string | null): Promise<boolean> {
  const [orders, seats] = await Promise.all([
    tx.order.count({ where: { licenseId, status: "COMPLETED" } }),
    tx.orderSeat.count({ where: { licenseId, refundedAt: null, order: { status: "COMPLETED" }, ...(seatId && { id: { not: seatId } }) } }),
  ]);
  return orders + seats > 0;
}
