import "server-only";

import { recordAudit } from "@/lib/audit/record-audit";
import type { Order, Prisma } from "@/lib/generated/prisma/client";
import { log } from "@/lib/log";
import { REFUND_EVENT_TYPES } from "@/lib/paypal/webhook-schemas";

export type RefundedStatus = "REFUNDED" | "REVERSED";

/**
 * Capture statuses that mean the money went back. PayPal's published enum
 * reports a reversal as REFUNDED; REVERSED is listed in case it ever says so
 * (the SDK passes statuses it does not know through unchanged).
 */
export const REFUNDED_STATUSES: ReadonlySet<string> = new Set(["REFUNDED", "PARTIALLY_REFUNDED", "REVERSED"]);

type Payment = { captureId: string; status: string; payerId?: string | null; payerEmail?: string | null };

/**
 * Serialises everything that records a capture or a refund of it, for one
 * capture id, until the transaction ends. A refund event for a capture not yet
 * on any order leaves no row to lock, so the order's row lock alone would let
 * it slip in between fulfilment's check and its commit, and be kept forever.
 */
export async function lockCapture(tx: Prisma.TransactionClient, captureId: string): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${captureId}, 0))`;
}

/**
 * Inside fulfilment, before any license: a capture PayPal now reports as
 * refunded, or one a refund or reversal event was kept for (it arrived before
 * the shop heard of the capture), is recorded on the order as refunded (a
 * reversal wins) and issues nothing; the kept events are marked processed.
 * Answers the status recorded, or null when the capture is still paid.
 * Needs lockCapture(captureId) and the order's row lock.
 */
export async function recordRefundedCapture(tx: Prisma.TransactionClient, order: Order, payment: Payment): Promise<RefundedStatus | null> {
  // A pack's capture not refunded whole (a part refunded on PayPal's site before the shop recorded it) still paid for
  // the rest: it is fulfilled, and its kept refunds applied after, seat by seat (lib/payments/revoke-for-refund.ts).
  if (order.quantity > 1 && payment.status !== "REFUNDED" && payment.status !== "REVERSED") return null;
  const kept = await tx.webhookEvent.findMany({
    where: { captureId: payment.captureId, processedAt: null, eventType: { in: [...REFUND_EVENT_TYPES] } },
    select: { id: true, eventId: true, eventType: true },
  });
  if (kept.length === 0 && !REFUNDED_STATUSES.has(payment.status)) return null;

  const status: RefundedStatus = kept.some((e) => e.eventType === "PAYMENT.CAPTURE.REVERSED") ? "REVERSED" : "REFUNDED";
  const now = new Date();
  await tx.order.update({
    where: { id: order.id },
    data: { status, captureId: payment.captureId, capturedAt: now, refundedAt: now, payerId: payment.payerId ?? null, payerEmail: payment.payerEmail ?? null },
  });
  if (kept.length > 0)
    await tx.webhookEvent.updateMany({ where: { id: { in: kept.map((e) => e.id) } }, data: { processedAt: now, outcome: "processed", lastError: null } });
  log.warn("capture refunded before the shop recorded it; no license issued", { paypalOrderId: order.paypalOrderId, captureId: payment.captureId, status });
  await recordAudit(
    {
      action: "license.issue",
      actor: "system",
      uuid: order.minecraftUuid,
      success: false,
      ipAddress: order.ipAddress,
      details: {
        paypalOrderId: order.paypalOrderId,
        captureId: payment.captureId,
        reason: status === "REVERSED" ? "capture_reversed" : "capture_refunded",
        captureStatus: payment.status,
        keptEvents: kept.map((e) => e.eventId),
      },
    },
    tx,
  );
  return status;
}
