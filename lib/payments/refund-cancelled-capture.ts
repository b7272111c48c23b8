import "server-only";

import { ApiError } from "@paypal/paypal-server-sdk";

import { AppError } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { CANCELLED_ORDER } from "@/lib/content/checkout";
import type { Order, Prisma } from "@/lib/generated/prisma/client";
import { log } from "@/lib/log";
import { paypalPayments } from "@/lib/paypal/client";
import type { CapturedPayment } from "@/lib/paypal/mapping";

/**
 * Inside fulfilment, under its locks: a capture PayPal made for an order its
 * buyer cancelled is refunded in full at PayPal, recorded on the order as
 * REFUNDED and audited; nothing is issued. Cancelling gave the order's creator
 * code use back, which another order may hold by now, so paying this one would
 * sell the code's discount past its limit. PayPal is called while the locks
 * are held, so a concurrent delivery waits and then finds the order refunded
 * rather than refunding it again; the refund's PayPal-Request-Id comes from the
 * capture, so a repeat after a commit that failed is still one refund at
 * PayPal. PayPal failing is a 503: the caller's retry (PayPal's redelivery)
 * asks again.
 */
export async function refundCancelledCapture(tx: Prisma.TransactionClient, order: Order, payment: CapturedPayment): Promise<void> {
  let refundId: string | undefined;
  try {
    const { result } = await paypalPayments().refundCapturedPayment({
      captureId: payment.captureId,
      paypalRequestId: `refund-cancelled-${payment.captureId}`,
      prefer: "return=minimal",
      body: { noteToPayer: CANCELLED_ORDER.refundNote },
    });
    refundId = result.id;
  } catch (error) {
    log.error("paypal refund of a cancelled order's capture failed", {
      paypalOrderId: order.paypalOrderId,
      captureId: payment.captureId,
      status: error instanceof ApiError ? error.statusCode : undefined,
      error: String(error),
    });
    throw new AppError("service_unavailable", "PayPal could not refund the payment of a cancelled order. Please try again.");
  }

  const now = new Date();
  await tx.order.update({
    where: { id: order.id },
    data: {
      status: "REFUNDED",
      captureId: payment.captureId,
      capturedAt: now,
      refundedAt: now,
      payerId: payment.payerId ?? null,
      payerEmail: payment.payerEmail ?? null,
    },
  });
  log.warn("captured a cancelled order; refunded it, nothing issued", { paypalOrderId: order.paypalOrderId, captureId: payment.captureId });
  await recordAudit(
    {
      action: "order.refund_cancelled",
      actor: "system",
      uuid: order.minecraftUuid,
      success: true,
      ipAddress: order.ipAddress,
      details: {
        paypalOrderId: order.paypalOrderId,
        captureId: payment.captureId,
        refundId: refundId ?? null,
        amountCents: order.amountCents,
        currency: order.currency,
        referralCode: order.referralCode,
      },
    },
    tx,
  );
}
