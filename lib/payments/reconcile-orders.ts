import "server-only";

import { prisma } from "@/lib/db";
import { log } from "@/lib/log";
import { capturedPaymentOf } from "@/lib/payments/capture-order";
import { confirmCapture } from "@/lib/payments/confirm-capture";
import { settleCapture } from "@/lib/payments/fulfil-order";
import { paypalOrders } from "@/lib/payments/paypal-client";
import { REFUNDED_STATUSES } from "@/lib/payments/record-refunded-capture";

/** Orders younger than this are still in the buyer's hands; PayPal orders expire long before the upper bound. */
const MIN_AGE_MS = 2 * 60_000;
const MAX_AGE_MS = 30 * 24 * 60 * 60_000;
/** Bounded work per pass; the next pass takes the rest. */
const BATCH = 50;

/**
 * Finds orders still marked CREATED that PayPal has captured (the server
 * crashed between PayPal's answer and the license, or the buyer's capture
 * call never arrived and neither did the webhook) and finishes them; one
 * whose capture was refunded or reversed meanwhile is recorded as such,
 * without a license, so it is not asked about again. Runs at
 * start-up and every few minutes (instrumentation.ts). Returns how many it fulfilled.
 */
export async function reconcileOrders({ minAgeMs = MIN_AGE_MS, now = new Date() } = {}): Promise<number> {
  const candidates = await prisma.order.findMany({
    where: { status: "CREATED", createdAt: { lte: new Date(now.getTime() - minAgeMs), gte: new Date(now.getTime() - MAX_AGE_MS) } },
    orderBy: { createdAt: "asc" },
    take: BATCH,
    select: { paypalOrderId: true },
  });
  let fulfilled = 0;
  for (const { paypalOrderId } of candidates) {
    try {
      const { result } = await paypalOrders().getOrder({ id: paypalOrderId });
      const reported = capturedPaymentOf(result);
      if (!reported) continue;
      // The capture's own status, read now, decides: it may have been refunded or reversed since the order was captured.
      const payment = await confirmCapture(reported);
      if (payment.status !== "COMPLETED" && !REFUNDED_STATUSES.has(payment.status)) continue;
      const settled = await settleCapture(paypalOrderId, payment, "PURCHASE");
      if ("refunded" in settled) {
        log.warn("reconciliation recorded a capture refunded before the shop heard of it", { paypalOrderId, captureId: payment.captureId, status: settled.refunded });
        continue;
      }
      fulfilled += 1;
      log.warn("reconciliation finished a captured order", { paypalOrderId, captureId: payment.captureId });
    } catch (error) {
      log.error("reconciliation could not check an order", { paypalOrderId, error: String(error) });
    }
  }
  return fulfilled;
}
