import "server-only";

import { ApiError } from "@paypal/paypal-server-sdk";

import { AppError } from "@/lib/api/errors";
import { log } from "@/lib/log";
import { fromPaypalValue } from "@/lib/money";
import { paypalPayments } from "@/lib/paypal/client";
import type { CapturedPayment } from "@/lib/paypal/mapping";

/**
 * What PayPal says about a capture now (`GET /v2/payments/captures/{id}`).
 * A webhook can arrive days late and an order read back can predate a
 * chargeback, so before a license is issued from anything but a capture call
 * that just succeeded, the capture's current status and amount replace the
 * reported ones: a capture refunded or reversed since then is no longer
 * COMPLETED, and fulfilment records the refund instead of a license.
 * The payer comes from the report (the capture resource does not carry it).
 */
export async function confirmCapture(reported: CapturedPayment): Promise<CapturedPayment> {
  try {
    const { result } = await paypalPayments().getCapturedPayment({ captureId: reported.captureId });
    if (result.id !== reported.captureId) throw new AppError("service_unavailable", "PayPal answered for another capture.");
    return {
      ...reported,
      status: String(result.status ?? ""),
      amountCents: fromPaypalValue(result.amount?.value ?? ""),
      currency: result.amount?.currencyCode ?? "",
    };
  } catch (error) {
    if (error instanceof AppError) throw error;
    // Without PayPal's word nothing is issued; the caller's retry (PayPal's redelivery, the next reconciliation pass) asks again.
    log.error("paypal capture lookup failed", {
      captureId: reported.captureId,
      status: error instanceof ApiError ? error.statusCode : undefined,
      error: String(error),
    });
    throw new AppError("service_unavailable", "PayPal could not confirm the payment. Please try again.");
  }
}
