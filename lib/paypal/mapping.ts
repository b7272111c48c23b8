import "server-only";

import type { ApiError, Order as PaypalOrder } from "@paypal/paypal-server-sdk";

import { fromPaypalValue } from "@/lib/money";
import type { CaptureResource } from "@/lib/paypal/webhook-schemas";

/** What PayPal reported for a capture, reduced to what fulfilment checks. */
export type CapturedPayment = {
  captureId: string;
  status: string;
  amountCents: number;
  currency: string;
  payerId?: string | null;
  payerEmail?: string | null;
  /** The payer's billing country (ISO 3166 alpha-2), one piece of the buyer's location evidence for VAT. */
  payerCountry?: string | null;
};

/** The first capture of an order as PayPal reports it, or null when there is none yet. */
export function capturedPaymentOf(order: PaypalOrder): CapturedPayment | null {
  const capture = order.purchaseUnits?.[0]?.payments?.captures?.[0];
  if (!capture?.id) return null;
  return {
    captureId: capture.id,
    status: String(capture.status ?? ""),
    amountCents: fromPaypalValue(capture.amount?.value ?? ""),
    currency: capture.amount?.currencyCode ?? "",
    payerId: order.payer?.payerId ?? null,
    // Lower-cased like every address the shop keeps: the buyer's account finds their orders by it.
    payerEmail: order.payer?.emailAddress?.toLowerCase() ?? null,
    // `payer` is deprecated in favour of `payment_source.paypal`; PayPal still answers both.
    payerCountry: order.paymentSource?.paypal?.address?.countryCode ?? order.payer?.address?.countryCode ?? null,
  };
}

/** A webhook event's capture resource as a payment (the event carries no payer). */
export function webhookCapturedPayment(capture: CaptureResource): CapturedPayment {
  return { captureId: capture.id, status: capture.status, amountCents: fromPaypalValue(capture.amount.value), currency: capture.amount.currency_code };
}

/** The issue PayPal names in an error answer (e.g. INSTRUMENT_DECLINED), when it names one. */
export function paypalIssueOf(error: ApiError): string | undefined {
  const result = error.result as { details?: { issue?: string }[] } | undefined;
  return result?.details?.[0]?.issue;
}
