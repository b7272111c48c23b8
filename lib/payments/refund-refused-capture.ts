import "server-only";

import { ApiError } from "@paypal/paypal-server-sdk";

import { AppError } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { BUYER_REFUSED, CANCELLED_ORDER, LICENSED_MEANWHILE } from "@/lib/content/checkout";
import type { Order, Prisma } from "@/lib/generated/prisma/client";
import { log } from "@/lib/log";
import { paypalPayments } from "@/lib/paypal/client";
import type { CapturedPayment } from "@/lib/paypal/mapping";
import { releaseCodeUse } from "@/lib/pricing/creator-code";
import { site } from "@/lib/site";

/**
 * Why the shop refuses a capture PayPal made: its buyer cancelled the order, the payer is on the ban list, or the
 * order's account got its license from another payment first.
 */
export type RefusedCapture = "CANCELLED" | "BANNED" | "LICENSED";

const REFUSALS: Record<RefusedCapture, { note: () => string; action: "order.refund_cancelled" | "order.refund_banned" | "order.refund_licensed" }> = {
  CANCELLED: { note: () => CANCELLED_ORDER.refundNote, action: "order.refund_cancelled" },
  BANNED: { note: () => BUYER_REFUSED.refundNote(site.supportEmail), action: "order.refund_banned" },
  LICENSED: { note: () => LICENSED_MEANWHILE.refundNote, action: "order.refund_licensed" },
};

/**
 * Inside fulfilment, under its locks: a capture the shop will not honour is refunded in full at PayPal, recorded on
 * the order as REFUNDED and audited; nothing is issued. A cancelled order gave its creator code use back already
 * (another order may hold it by now, so paying this one would sell the code's discount past its limit); a banned
 * payer's order gives its use back here. PayPal is called while the locks are held, so a concurrent delivery waits and
 * then finds the order refunded rather than refunding it again; the refund's PayPal-Request-Id comes from the
 * capture, so a repeat after a commit that failed is still one refund at PayPal. PayPal failing is a 503: the caller's
 * retry (PayPal's redelivery) asks again.
 */
export async function refundRefusedCapture(tx: Prisma.TransactionClient, order: Order, payment: CapturedPayment, why: RefusedCapture): Promise<void> {
  let refundId: string | undefined;
  try {
    const { result } = await paypalPayments().refundCapturedPayment({
      captureId: payment.captureId,
      paypalRequestId: `refund-${why === "CANCELLED" ? "cancelled" : "refused"}-${payment.captureId}`,
      prefer: "return=minimal",
      body: { noteToPayer: REFUSALS[why].note() },
    });
    refundId = result.id;
  } catch (error) {
    log.error("paypal refund of a refused capture failed", {
      why,
      paypalOrderId: order.paypalOrderId,
      captureId: payment.captureId,
      status: error instanceof ApiError ? error.statusCode : undefined,
      error: String(error),
    });
    throw new AppError("service_unavailable", "PayPal could not refund a payment the shop refused. Please try again.");
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
      // A refused order still holding its creator code's use (banned, licensed meanwhile): no sale, so the use goes back.
      ...(order.codeUseHeld && { codeUseHeld: false }),
    },
  });
  if (order.codeUseHeld && order.referralCode) await releaseCodeUse(tx, order.referralCode);
  log.warn("refused a capture; refunded it, nothing issued", { why, paypalOrderId: order.paypalOrderId, captureId: payment.captureId });
  await recordAudit(
    {
      action: REFUSALS[why].action,
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
