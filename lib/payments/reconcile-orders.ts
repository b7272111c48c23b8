import "server-only";

import { prisma } from "@/lib/db";
import { log } from "@/lib/log";
import { capturedPaymentOf } from "@/lib/payments/capture-order";
import { fulfilOrder } from "@/lib/payments/fulfil-order";
import { paypalOrders } from "@/lib/payments/paypal-client";

/** Orders younger than this are still in the buyer's hands; PayPal orders expire long before the upper bound. */
const MIN_AGE_MS = 2 * 60_000;
const MAX_AGE_MS = 30 * 24 * 60 * 60_000;
/** Bounded work per pass; the next pass takes the rest. */
const BATCH = 50;

/**
 * Finds orders still marked CREATED that PayPal has captured (the server
 * crashed between PayPal's answer and the license, or the buyer's capture
 * call never arrived and neither did the webhook) and finishes them. Runs at
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
      const payment = capturedPaymentOf(result);
      if (payment?.status !== "COMPLETED") continue;
      await fulfilOrder(paypalOrderId, payment, "PURCHASE");
      fulfilled += 1;
      log.warn("reconciliation finished a captured order", { paypalOrderId, captureId: payment.captureId });
    } catch (error) {
      log.error("reconciliation could not check an order", { paypalOrderId, error: String(error) });
    }
  }
  return fulfilled;
}
