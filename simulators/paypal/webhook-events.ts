import { DisputeRepresentation } from "./dispute-representation";
import type { SimDispute } from "./dispute-store";
import { paypalId } from "./ids";
import { Representation } from "./representation";
import type { SimCapture, SimOrder, SimRefund } from "./store";

export const WEBHOOK_EVENT_TYPES = ["CHECKOUT.ORDER.APPROVED", "PAYMENT.CAPTURE.COMPLETED", "PAYMENT.CAPTURE.REFUNDED", "PAYMENT.CAPTURE.REVERSED"] as const;

export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/**
 * The Customer Disputes events, kept apart from WEBHOOK_EVENT_TYPES: those are built per order
 * (`webhookEvent(type, orderId)`), these per dispute (`paypal.disputes.webhookEvent(type, disputeId)`).
 */
export const DISPUTE_WEBHOOK_EVENT_TYPES = ["CUSTOMER.DISPUTE.CREATED", "CUSTOMER.DISPUTE.UPDATED", "CUSTOMER.DISPUTE.RESOLVED"] as const;

export type DisputeWebhookEventType = (typeof DISPUTE_WEBHOOK_EVENT_TYPES)[number];

export interface PaypalWebhookEvent {
  id: string;
  event_version: string;
  resource_version: string;
  create_time: string;
  resource_type: string;
  event_type: WebhookEventType | DisputeWebhookEventType;
  summary: string;
  resource: Record<string, unknown>;
  links: { href: string; rel: string; method: string; encType: string }[];
}

/** PayPal event ids look like WH-<17 chars>-<17 chars>. */
function eventId(): string {
  return `WH-${paypalId()}-${paypalId()}`;
}

function summary(type: WebhookEventType, amount: { currency_code: string; value: string }): string {
  const money = `$ ${amount.value} ${amount.currency_code}`;
  if (type === "CHECKOUT.ORDER.APPROVED") return "An order has been approved by buyer";
  if (type === "PAYMENT.CAPTURE.COMPLETED") return `Payment completed for ${money}`;
  if (type === "PAYMENT.CAPTURE.REFUNDED") return `A ${money} capture payment was refunded`;
  return `A ${money} capture payment was reversed`;
}

/**
 * Builds event envelopes shaped like real deliveries (contracts §1.8): the order for
 * CHECKOUT.ORDER.APPROVED, the capture for PAYMENT.CAPTURE.COMPLETED, and the refund
 * (capture id only in its `up` link) for REFUNDED/REVERSED.
 */
export class WebhookEvents {
  private readonly render: Representation;

  constructor(private readonly apiBase: string) {
    this.render = new Representation(apiBase);
  }

  orderApproved(order: SimOrder): PaypalWebhookEvent {
    const resource = this.render.order(order);
    const amount = order.purchaseUnits[0]?.amount ?? { currency_code: "USD", value: "0.00" };
    return this.envelope("CHECKOUT.ORDER.APPROVED", "checkout-order", summary("CHECKOUT.ORDER.APPROVED", amount), resource);
  }

  captureCompleted(capture: SimCapture): PaypalWebhookEvent {
    const resource = this.render.capture(capture);
    return this.envelope("PAYMENT.CAPTURE.COMPLETED", "capture", summary("PAYMENT.CAPTURE.COMPLETED", capture.amount), resource);
  }

  captureRefunded(refund: SimRefund, capture: SimCapture): PaypalWebhookEvent {
    const type = refund.reversal ? "PAYMENT.CAPTURE.REVERSED" : "PAYMENT.CAPTURE.REFUNDED";
    return this.envelope(type, "refund", summary(type, refund.amount), this.render.refund(refund, capture));
  }

  /** A CUSTOMER.DISPUTE.* event: the dispute as GET /v1/customer/disputes/{id} shows it (resource_version 1.0, as Disputes v1). */
  customerDispute(type: DisputeWebhookEventType, dispute: SimDispute, capture: SimCapture | undefined): PaypalWebhookEvent {
    const resource = new DisputeRepresentation(this.apiBase).dispute(dispute, capture);
    const text = {
      "CUSTOMER.DISPUTE.CREATED": `A new dispute opened with Case # ${dispute.id}`,
      "CUSTOMER.DISPUTE.UPDATED": `A dispute was updated with Case # ${dispute.id}`,
      "CUSTOMER.DISPUTE.RESOLVED": `A dispute was resolved with case # ${dispute.id}`,
    }[type];
    return this.envelope(type, "dispute", text, resource, "1.0");
  }

  private envelope(
    type: WebhookEventType | DisputeWebhookEventType,
    resourceType: string,
    text: string,
    resource: Record<string, unknown>,
    resourceVersion = "2.0",
  ): PaypalWebhookEvent {
    const id = eventId();
    const eventUrl = `${this.apiBase}/v1/notifications/webhooks-events/${id}`;
    return {
      id,
      event_version: "1.0",
      resource_version: resourceVersion,
      create_time: new Date().toISOString(),
      resource_type: resourceType,
      event_type: type,
      summary: text,
      resource,
      links: [
        { href: eventUrl, rel: "self", method: "GET", encType: "application/json" },
        { href: `${eventUrl}/resend`, rel: "resend", method: "POST", encType: "application/json" },
      ],
    };
  }
}
