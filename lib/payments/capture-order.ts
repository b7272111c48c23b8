import "server-only";

import { ApiError } from "@paypal/paypal-server-sdk";

import { AppError } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { CANCELLED_ORDER } from "@/lib/content/checkout";
import { prisma } from "@/lib/database/db";
import { log } from "@/lib/log";
import { countPurchase } from "@/lib/metrics/shop-metrics";
import { confirmCapture } from "@/lib/payments/confirm-capture";
import { fulfilOrder, type Fulfilment } from "@/lib/payments/fulfil-order";
import { paypalOrders } from "@/lib/paypal/client";
import { capturedPaymentOf, paypalIssueOf, type CapturedPayment } from "@/lib/paypal/mapping";

/**
 * Captures an approved order on PayPal and issues the license. The capture's
 * PayPal-Request-Id is derived from the order, so retries and concurrent calls
 * are one capture at PayPal; an order captured already (by another call, or
 * out of band) is read back instead. An order its buyer cancelled is refused
 * (409) before PayPal is asked: cancelling gave its creator code use back, so
 * paying it could sell the code's discount past its limit. A cancel that lands
 * while this call is at PayPal is caught by fulfilment, which refunds.
 */
export async function captureOrder(paypalOrderId: string, ctx: { ipAddress: string }): Promise<Fulfilment> {
  const order = await prisma.order.findUnique({ where: { paypalOrderId } });
  if (!order) throw new AppError("not_found", "Unknown order.");
  if (order.status === "COMPLETED" && order.captureId) {
    return fulfilOrder(
      paypalOrderId,
      { captureId: order.captureId, status: "COMPLETED", amountCents: order.amountCents, currency: order.currency },
      "PURCHASE",
    );
  }
  if (order.closedReason === "CANCELLED") {
    await auditFailedCapture(order, ctx, "ORDER_CANCELLED");
    countPurchase("capture_cancelled");
    throw new AppError("conflict", CANCELLED_ORDER.capture);
  }

  let payment: CapturedPayment | null;
  try {
    const { result } = await paypalOrders().captureOrder({ id: paypalOrderId, paypalRequestId: `capture-${order.id}`, prefer: "return=representation" });
    payment = capturedPaymentOf(result);
  } catch (error) {
    const issue = error instanceof ApiError ? paypalIssueOf(error) : undefined;
    if (issue === "ORDER_ALREADY_CAPTURED") {
      // Captured earlier, maybe long ago: only the capture's status now counts (it may have been refunded or reversed since).
      const existing = capturedPaymentOf((await paypalOrders().getOrder({ id: paypalOrderId })).result);
      payment = existing && (await confirmCapture(existing));
    } else {
      await recordCaptureFailure(order.id, issue);
      await auditFailedCapture(order, ctx, issue ?? String(error));
      countPurchase(issue === "INSTRUMENT_DECLINED" ? "capture_declined" : issue === "ORDER_NOT_APPROVED" ? "capture_not_approved" : "capture_failed");
      if (issue === "INSTRUMENT_DECLINED") throw new AppError("unprocessable_entity", "Your payment method was declined. Please try another one.");
      if (issue === "ORDER_NOT_APPROVED") throw new AppError("conflict", "The payment has not been approved yet.");
      log.error("paypal capture failed", { paypalOrderId, status: error instanceof ApiError ? error.statusCode : undefined, issue });
      throw new AppError("service_unavailable", "PayPal could not complete the payment. Please try again.");
    }
  }
  if (!payment) throw new AppError("service_unavailable", "PayPal did not report a capture for this order.");
  return fulfilOrder(paypalOrderId, payment, "PURCHASE");
}

/** The buyer's capture that did not take place, and why, in the audit log. */
function auditFailedCapture(order: { paypalOrderId: string; minecraftUuid: string | null }, ctx: { ipAddress: string }, issue: string) {
  return recordAudit({
    action: "order.capture",
    actor: "buyer",
    uuid: order.minecraftUuid,
    success: false,
    ipAddress: ctx.ipAddress,
    details: { paypalOrderId: order.paypalOrderId, issue },
  });
}

/**
 * Records on an order still open what its failed capture was, for the admin's
 * Orders tab and the buyer's status answer: a declined card (the buyer had
 * approved), or PayPal failing (approval likely, reconciliation will tell).
 * An order PayPal says is not approved records nothing.
 */
async function recordCaptureFailure(orderId: string, issue: string | undefined): Promise<void> {
  if (issue === "ORDER_NOT_APPROVED") return;
  const now = new Date();
  const declined = issue === "INSTRUMENT_DECLINED";
  await prisma.order.updateMany({
    where: { id: orderId, status: "CREATED" },
    data: { lastFailure: declined ? "DECLINED" : "CAPTURE_FAILED", lastFailureAt: now },
  });
  if (declined) await prisma.order.updateMany({ where: { id: orderId, approvedAt: null }, data: { approvedAt: now } });
}
