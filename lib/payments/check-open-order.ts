import "server-only";

import { ApiError, type Order as PaypalOrder } from "@paypal/paypal-server-sdk";

import { prisma } from "@/lib/database/db";
import { log } from "@/lib/log";
import { closeOrder, type OpenOrder } from "@/lib/payments/close-order";
import { confirmCapture } from "@/lib/payments/confirm-capture";
import { settleCapture } from "@/lib/payments/fulfil-order";
import { isExpired, nextCheckAt } from "@/lib/payments/order-check-schedule";
import { REFUNDED_STATUSES } from "@/lib/payments/record-refunded-capture";
import { paypalOrders } from "@/lib/paypal/client";
import { capturedPaymentOf } from "@/lib/paypal/mapping";

/** What one check came to; "open" orders are asked again later, "failed" ones too (PayPal or the database did not answer). */
export type CheckOutcome = { outcome: "fulfilled" | "refunded" | "closed" | "open" } | { outcome: "failed"; error: string };

/**
 * Asks PayPal about one order still CREATED and brings it to an end state
 * when PayPal's answer allows: captured ones are fulfilled (or recorded as
 * refunded) as the buyer's capture would have done; voided, expired and
 * unknown ones are closed (lib/payments/close-order.ts). Anything else, and
 * any error, moves its next check back by the schedule
 * (lib/payments/order-check-schedule.ts). Never throws.
 */
export async function checkOpenOrder(order: OpenOrder, now: Date): Promise<CheckOutcome> {
  try {
    const found = await lookUp(order.paypalOrderId);
    if (found === "not_found") return { outcome: (await closeOrder(order, "NOT_FOUND", { now, paypalStatus: "RESOURCE_NOT_FOUND" })) ? "closed" : "open" };
    const reported = capturedPaymentOf(found);
    if (reported) {
      // The capture's own status, read now, decides: it may have been refunded or reversed since the order was captured.
      const payment = await confirmCapture(reported);
      if (payment.status === "COMPLETED" || REFUNDED_STATUSES.has(payment.status)) return { outcome: await settle(order, payment) };
    } else {
      const paypalStatus = String(found.status ?? "");
      // The buyer approved at PayPal: kept for the admin's Orders tab (attempts never approved can be hidden there).
      if (paypalStatus === "APPROVED") await prisma.order.updateMany({ where: { id: order.id, approvedAt: null }, data: { approvedAt: now } });
      if (paypalStatus === "VOIDED") return { outcome: (await closeOrder(order, "VOIDED", { now, paypalStatus })) ? "closed" : "open" };
      if (isExpired(order.createdAt, now)) return { outcome: (await closeOrder(order, "EXPIRED", { now, paypalStatus })) ? "closed" : "open" };
    }
    await postponeCheck(order, now);
    return { outcome: "open" };
  } catch (error) {
    await postponeCheck(order, now).catch(() => undefined);
    return { outcome: "failed", error: describe(error) };
  }
}

/** The order as PayPal reports it, or "not_found" for PayPal's 404 RESOURCE_NOT_FOUND. */
async function lookUp(paypalOrderId: string): Promise<PaypalOrder | "not_found"> {
  try {
    return (await paypalOrders().getOrder({ id: paypalOrderId })).result;
  } catch (error) {
    if (error instanceof ApiError && error.statusCode === 404) return "not_found";
    throw error;
  }
}

async function settle(order: OpenOrder, payment: Awaited<ReturnType<typeof confirmCapture>>): Promise<"fulfilled" | "refunded"> {
  const settled = await settleCapture(order.paypalOrderId, payment, "PURCHASE");
  // Its buyer cancelled it while this check was at PayPal, or its payer is banned: fulfilment refunded the capture (and logged it).
  if ("refused" in settled) return "refunded";
  if ("refunded" in settled) {
    log.warn("reconciliation recorded a capture refunded before the shop heard of it", {
      paypalOrderId: order.paypalOrderId,
      captureId: payment.captureId,
      status: settled.refunded,
    });
    return "refunded";
  }
  log.warn("reconciliation finished a captured order", { paypalOrderId: order.paypalOrderId, captureId: payment.captureId });
  return "fulfilled";
}

/** Moves a still-open order back in the queue: every check, answered or not, pushes its next one later. */
async function postponeCheck(order: OpenOrder, now: Date): Promise<void> {
  await prisma.order.updateMany({
    where: { id: order.id, status: "CREATED" },
    data: { nextCheckAt: nextCheckAt(order.createdAt, now), checkCount: { increment: 1 } },
  });
}

function describe(error: unknown): string {
  if (error instanceof ApiError) return `PayPal answered ${error.statusCode}`;
  return error instanceof Error ? error.message : String(error);
}
