import "server-only";

import { recordAudit } from "@/lib/audit/record-audit";
import { queueRoleSync } from "@/lib/buyer-role/queue-role-sync";
import { prisma } from "@/lib/database/db";
import type { Order, Prisma } from "@/lib/generated/prisma/client";
import { voidGift } from "@/lib/gifts/void-gift";
import { log } from "@/lib/log";
import { emitWebhookEvent } from "@/lib/outgoing-webhooks/emit-webhook-event";
import { lockCapture } from "@/lib/payments/record-refunded-capture";
import { revokeSeat, seatCreditNote } from "@/lib/payments/refund-seat";
import { REFUND_EVENT_TYPES, refundAmountCents, refundResourceSchema } from "@/lib/paypal/webhook-schemas";
import { reverseCommission } from "@/lib/referrals/reverse-commission";
import { creditNote } from "@/lib/tax/credit-note";

/**
 * A refunded or reversed payment: marks the order (with a credit note when the sale had a receipt), reverses its
 * commission (void, or a clawback once paid) and deactivates the license, unless another completed order still pays for it
 * (the same account bought twice); an unredeemed gift's code is voided, a redeemed one's license revoked like any
 * other. One transaction; repeating it changes nothing.
 * False when no order has this capture yet (the caller keeps the event).
 * Unlike revokeLicense (an admin's decision), PayPal's event drives it: it keys on the capture and spares a license another order pays for.
 */
export async function revokeForRefund(captureId: string, kind: "REFUNDED" | "REVERSED", refund?: RefundSeen): Promise<boolean> {
  return prisma.$transaction((tx) => revokeOrderForRefund(tx, captureId, kind, refund));
}

/** The refund PayPal's event reports: its id, and what it returned when the event says. */
export type RefundSeen = { id: string; amountCents?: number };

/** revokeForRefund inside the caller's transaction (a dispute PayPal decided for the buyer, lib/disputes/dispute-outcome.ts). */
export async function revokeOrderForRefund(
  tx: Prisma.TransactionClient,
  captureId: string,
  kind: "REFUNDED" | "REVERSED",
  refund?: RefundSeen,
): Promise<boolean> {
  // Fulfilment takes the same lock before it records this capture: either it sees this event kept, or this sees its order.
  await lockCapture(tx, captureId);
  await tx.$queryRaw`SELECT id FROM orders WHERE capture_id = ${captureId} FOR UPDATE`;
  const order = await tx.order.findUnique({ where: { captureId } });
  if (!order) return false;
  if (order.quantity > 1) {
    await revokePackForRefund(tx, order, kind, refund);
    return true;
  }
  if (order.status === kind) return true;

  const now = new Date();
  // A reversal after a refund keeps the refund's date: the money went back then.
  const refundedAt = order.refundedAt ?? now;
  await tx.order.update({ where: { id: order.id }, data: { status: kind, refundedAt, ...(await creditNote(tx, order, refundedAt)) } });
  await reverseCommission(tx, order.id, kind, now);
  const giftVoided = order.isGift && (await voidGift(tx, order.id, kind, now));
  await emitWebhookEvent(
    tx,
    "order.refunded",
    { orderId: order.id, captureId, amountCents: order.amountCents, currency: order.currency, status: kind },
    { personal: { email: order.email }, at: now },
  );
  // A gift's order names no account: the audit names the license its redemption made, if it revokes one.
  let uuid = order.minecraftUuid;
  if (order.licenseId) {
    const stillPaid =
      (await tx.order.count({ where: { licenseId: order.licenseId, status: "COMPLETED", id: { not: order.id } } })) +
      (await tx.orderSeat.count({ where: { licenseId: order.licenseId, refundedAt: null, order: { status: "COMPLETED" } } }));
    if (stillPaid === 0) {
      const revokedReason = kind === "REFUNDED" ? "Payment refunded" : "Payment reversed (chargeback)";
      ({ uuid } = await tx.license.update({ where: { id: order.licenseId }, data: { active: false, revokedAt: now, revokedReason } }));
      await queueRoleSync(tx, [order.licenseId]);
      await emitWebhookEvent(tx, "license.revoked", { licenseId: order.licenseId, minecraftUuid: uuid!, reason: revokedReason }, { at: now });
    }
  }
  await recordAudit(
    {
      action: kind === "REFUNDED" ? "license.revoke.refund" : "license.revoke.reversal",
      actor: "paypal",
      uuid,
      success: true,
      details: { paypalOrderId: order.paypalOrderId, captureId },
    },
    tx,
  );
  if (giftVoided) {
    await recordAudit({ action: "gift.void", actor: "paypal", success: true, details: { paypalOrderId: order.paypalOrderId, captureId, kind } }, tx);
  }
  return true;
}

/**
 * A refund or reversal of a pack's capture. The refund a seat's own refund made (the dashboard's, or the one asked
 * for a seat refused at capture) was recorded with it, and is found by its id; one whose recording failed after PayPal
 * made it is put to the seat still waiting for it. A reversal, or a refund of everything still paid, revokes every
 * seat left (lib/payments/refund-seat.ts) and marks the order. A smaller refund made elsewhere (PayPal's own site)
 * names no seat: its amount is kept on the order (refunded_elsewhere_cents) and audited, and the dashboard's "Refund
 * seat" puts it to a seat without refunding again; once such refunds reach what is still paid, every seat left goes.
 */
async function revokePackForRefund(tx: Prisma.TransactionClient, order: Order, kind: "REFUNDED" | "REVERSED", refund: RefundSeen | undefined): Promise<void> {
  const seats = await tx.orderSeat.findMany({ where: { orderId: order.id }, orderBy: { position: "asc" } });
  if (refund && seats.some((seat) => seat.refundId === refund.id)) return;
  const due = refund && kind === "REFUNDED" ? seats.find((seat) => seat.refundDue && (refund.amountCents ?? seat.amountCents) === seat.amountCents) : undefined;
  if (due && refund) {
    await tx.orderSeat.update({ where: { id: due.id }, data: { refundId: refund.id, refundDue: false } });
    return;
  }
  const open = seats.filter((seat) => !seat.refundedAt);
  const remaining = open.reduce((sum, seat) => sum + seat.amountCents, 0);
  const elsewhere = order.refundedElsewhereCents + (refund?.amountCents ?? remaining);
  if (refund?.amountCents !== undefined && elsewhere < remaining) {
    await tx.order.update({ where: { id: order.id }, data: { refundedElsewhereCents: elsewhere } });
    log.warn("a partial refund of a pack names no seat; nothing revoked", { paypalOrderId: order.paypalOrderId, refundId: refund.id });
    await recordAudit(
      {
        action: "order.refund_unmatched",
        actor: "paypal",
        success: false,
        details: { paypalOrderId: order.paypalOrderId, captureId: order.captureId, refundId: refund.id, amountCents: refund.amountCents, kind },
      },
      tx,
    );
    return;
  }
  if (order.status === kind) return;
  const now = new Date();
  const creditNoteNumber = open.length > 0 ? await seatCreditNote(tx, order, now) : null;
  for (const seat of open) await revokeSeat(tx, { order, seat, why: kind, refundId: null, creditNoteNumber, actor: "paypal", now });
  await tx.order.update({ where: { id: order.id }, data: { status: kind, refundedAt: order.refundedAt ?? now, refundedElsewhereCents: 0 } });
  await emitWebhookEvent(
    tx,
    "order.refunded",
    { orderId: order.id, captureId: order.captureId, amountCents: remaining, currency: order.currency, status: kind },
    { personal: { email: order.email }, at: now },
  );
  await recordAudit(
    {
      action: kind === "REFUNDED" ? "license.revoke.refund" : "license.revoke.reversal",
      actor: "paypal",
      success: true,
      details: { paypalOrderId: order.paypalOrderId, captureId: order.captureId, seats: open.map((seat) => seat.position) },
    },
    tx,
  );
}

/**
 * Inside a pack's fulfilment, once its seats are recorded: the refund and reversal events PayPal sent before the shop
 * recorded the capture (kept, unprocessed) are applied as they would have been on arrival, and marked processed.
 */
export async function applyKeptPackRefunds(tx: Prisma.TransactionClient, captureId: string): Promise<void> {
  const kept = await tx.webhookEvent.findMany({
    where: { captureId, processedAt: null, eventType: { in: [...REFUND_EVENT_TYPES] } },
    orderBy: { receivedAt: "asc" },
    select: { id: true, eventType: true, payload: true },
  });
  for (const event of kept) {
    const parsed = refundResourceSchema.safeParse((event.payload as { resource?: unknown }).resource);
    const refund = parsed.success ? { id: parsed.data.id, amountCents: refundAmountCents(parsed.data) } : undefined;
    await revokeOrderForRefund(tx, captureId, event.eventType === "PAYMENT.CAPTURE.REVERSED" ? "REVERSED" : "REFUNDED", refund);
    await tx.webhookEvent.update({ where: { id: event.id }, data: { processedAt: new Date(), outcome: "processed", lastError: null } });
  }
}
