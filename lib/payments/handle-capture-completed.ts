import "server-only";

import { recordAudit } from "@/lib/audit/record-audit";
import { prisma } from "@/lib/database/db";
import { env } from "@/lib/env";
import { log } from "@/lib/log";
import { confirmCapture } from "@/lib/payments/confirm-capture";
import { settleCapture } from "@/lib/payments/fulfil-order";
import { paypalOrders } from "@/lib/paypal/client";
import { capturedPaymentOf, webhookCapturedPayment } from "@/lib/paypal/mapping";
import type { CaptureResource, WebhookOutcome } from "@/lib/paypal/webhook-schemas";

/**
 * PAYMENT.CAPTURE.COMPLETED: fulfils an order whose capture call never reached
 * the shop. The event may arrive days late, after the capture was refunded or
 * reversed, so an order not recorded yet is fulfilled only with what PayPal
 * says about the capture now. A capture of an order its buyer cancelled is
 * refunded instead (processed; lib/payments/refund-refused-capture.ts). An
 * order already refunded or reversed is acknowledged and left alone: answering
 * an error would only make PayPal deliver the same event again for days.
 */
export async function handleCaptureCompleted(eventId: string, capture: CaptureResource): Promise<WebhookOutcome> {
  const paypalOrderId = capture.supplementary_data.related_ids.order_id;
  const order = await prisma.order.findUnique({ where: { paypalOrderId }, select: { status: true, minecraftUuid: true } });
  if (!order) {
    log.warn("webhook for an order this shop did not create", { eventId, orderId: paypalOrderId });
    return "ignored";
  }

  const reported = webhookCapturedPayment(capture);
  // A recorded order is answered from the database (fulfilment ignores the payment then), without asking PayPal.
  const recorded = order.status === "COMPLETED" || order.status === "REFUNDED" || order.status === "REVERSED";
  const payment = recorded ? reported : { ...(await confirmCapture(reported)), payerCountry: await payerCountryFor(paypalOrderId) };
  const settled = await settleCapture(paypalOrderId, payment, "WEBHOOK");
  // Fulfilled, or (an order its buyer cancelled, a banned payer) refunded by this call: either way this event was acted on.
  if (!("refunded" in settled)) return "processed";

  if (recorded) {
    await recordAudit({
      action: "webhook.completed_after_refund",
      actor: "paypal",
      uuid: order.minecraftUuid,
      success: true,
      details: { eventId, paypalOrderId, captureId: capture.id, orderStatus: settled.refunded },
    });
  }
  return "already_refunded";
}

/**
 * The payer's billing country for a sale's VAT record, which the capture event does not carry: asked
 * of PayPal's order when TAX_MODE=vat. Null when tax records are off, or when PayPal cannot say now (the order is
 * then marked for review, as with any missing evidence; the license is not held up for it).
 */
async function payerCountryFor(paypalOrderId: string): Promise<string | null> {
  if (env.TAX_MODE !== "vat") return null;
  try {
    return capturedPaymentOf((await paypalOrders().getOrder({ id: paypalOrderId })).result)?.payerCountry ?? null;
  } catch (error) {
    log.warn("paypal order lookup for the payer's country failed", { paypalOrderId, error: String(error) });
    return null;
  }
}
