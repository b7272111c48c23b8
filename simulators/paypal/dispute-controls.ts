import { DisputeRepresentation } from "./dispute-representation";
import { DISPUTE_REASONS, OPENING_STAGES, type DisputeReason, type DisputeStore, type SimDispute } from "./dispute-store";
import { fromMinor } from "./ids";
import type { OrderStore, SimCapture } from "./store";
import { DISPUTE_WEBHOOK_EVENT_TYPES, WebhookEvents, type DisputeWebhookEventType, type PaypalWebhookEvent } from "./webhook-events";
import type { SignedWebhook } from "./webhook-signing";

interface DisputeControlTargets {
  orders: OrderStore;
  disputes: DisputeStore;
  /** The simulated PayPal API's base, e.g. http://127.0.0.1:4010/paypal, for links made outside a request. */
  apiBase: string;
  sign: (event: object) => SignedWebhook;
}

export interface OpenDisputeOptions {
  /** Default MERCHANDISE_OR_SERVICE_NOT_RECEIVED. */
  reason?: string;
  /** Default INQUIRY (20 days to answer); CHARGEBACK comes from the card issuer (EXTERNAL, 10 days). */
  stage?: string;
  /** The buyer's first message. */
  message?: string;
}

/** A document as the controls show it: PayPal's `name`, plus what the seller uploaded. */
export interface DocumentWithContent {
  name: string;
  content_type: string;
  size: number;
  /** UTF-8 text for text/plain, base64 for a PDF. */
  content: string;
}

/** A signed event, its body parsed back as `event`. */
export type SignedDisputeWebhook = SignedWebhook & { event: PaypalWebhookEvent };

/**
 * Test controls for Customer Disputes that real PayPal does not have: the buyer opens a dispute on a capture,
 * PayPal decides it, and the signed CUSTOMER.DISPUTE.* events that go with each. `sim.paypal.disputes`.
 */
export class DisputeControls {
  constructor(private readonly targets: DisputeControlTargets) {}

  /** The buyer disputes a capture: the dispute as GET shows it, and its CUSTOMER.DISPUTE.CREATED event (not delivered). */
  open(captureId: string, options: OpenDisputeOptions = {}): { dispute: ReturnType<DisputeRepresentation["dispute"]>; webhook: SignedDisputeWebhook } {
    const capture = this.targets.orders.captures.get(captureId);
    if (!capture) throw new Error(`Unknown PayPal capture ${captureId}`);
    const reason = options.reason ?? "MERCHANDISE_OR_SERVICE_NOT_RECEIVED";
    if (!DISPUTE_REASONS.some((each) => each === reason)) throw new Error(`reason must be one of ${DISPUTE_REASONS.join(", ")}`);
    const stage = options.stage ?? "INQUIRY";
    if (!OPENING_STAGES.some((each) => each === stage)) throw new Error("stage must be INQUIRY or CHARGEBACK");
    if (options.message !== undefined && (options.message.trim() === "" || options.message.length > 2000)) {
      throw new Error("message must be 1 to 2000 characters");
    }
    const dispute = this.targets.disputes.open(capture, {
      reason: reason as DisputeReason,
      stage: stage as (typeof OPENING_STAGES)[number],
      message: options.message,
    });
    return { dispute: this.render(dispute), webhook: this.signed("CUSTOMER.DISPUTE.CREATED", dispute) };
  }

  /**
   * PayPal decides the dispute. For the buyer, the capture's money goes back as for a lost chargeback (a reversal:
   * the capture ends REFUNDED, as Payments v2 has no REVERSED, and PAYMENT.CAPTURE.REVERSED can follow); for the
   * seller, the money stays. Returns the dispute and its CUSTOMER.DISPUTE.RESOLVED event.
   */
  resolve(disputeId: string, favour: string): { dispute: ReturnType<DisputeRepresentation["dispute"]>; webhook: SignedDisputeWebhook } {
    const dispute = this.disputeOrThrow(disputeId);
    if (favour !== "buyer" && favour !== "seller") throw new Error('favour must be "buyer" or "seller"');
    if (dispute.status === "RESOLVED") throw new Error(`PayPal sends no second decision: dispute ${disputeId} is already resolved`);
    const capture = this.targets.orders.captures.get(dispute.captureId);
    let reversed = 0;
    if (favour === "buyer" && capture) {
      reversed = this.targets.orders.remainingMinor(capture);
      if (reversed > 0) this.targets.orders.refund(capture, reversed, { reversal: true, noteToPayer: "Payment reversed" });
    }
    const outcome = favour === "buyer" ? "RESOLVED_BUYER_FAVOUR" : "RESOLVED_SELLER_FAVOUR";
    this.targets.disputes.resolve(dispute, outcome, fromMinor(reversed, dispute.amount.currency_code));
    return { dispute: this.render(dispute), webhook: this.signed("CUSTOMER.DISPUTE.RESOLVED", dispute) };
  }

  /** The dispute as GET shows it, each evidence document with its content; undefined for an unknown id. */
  get(disputeId: string) {
    const dispute = this.targets.disputes.disputes.get(disputeId);
    if (!dispute) return undefined;
    const shown = this.render(dispute);
    const withContent = (document: SimDispute["evidences"][number]["documents"][number]): DocumentWithContent => ({
      name: document.name,
      content_type: document.contentType,
      size: document.content.length,
      content: document.content.toString(document.contentType === "text/plain" ? "utf8" : "base64"),
    });
    return {
      ...shown,
      ...(dispute.evidences.length > 0 && {
        evidences: dispute.evidences.map((evidence, index) => ({ ...shown.evidences?.[index], documents: evidence.documents.map(withContent) })),
      }),
    };
  }

  /** The CUSTOMER.DISPUTE.* event of `type` for the dispute as it is now (RESOLVED only once it is). */
  webhookEvent(type: string, disputeId: string): PaypalWebhookEvent {
    const dispute = this.disputeOrThrow(disputeId);
    const eventType = DISPUTE_WEBHOOK_EVENT_TYPES.find((each) => each === type);
    if (!eventType) throw new Error(`type must be one of ${DISPUTE_WEBHOOK_EVENT_TYPES.join(", ")}`);
    if (eventType === "CUSTOMER.DISPUTE.RESOLVED" && dispute.status !== "RESOLVED") {
      throw new Error(`PayPal sends no CUSTOMER.DISPUTE.RESOLVED for dispute ${disputeId}: it is ${dispute.status}`);
    }
    return new WebhookEvents(this.targets.apiBase).customerDispute(eventType, dispute, this.captureOf(dispute));
  }

  /** The event signed as PayPal's delivery service signs it. */
  webhook(type: string, disputeId: string): SignedDisputeWebhook {
    const event = this.webhookEvent(type, disputeId);
    return { event, ...this.targets.sign(event) };
  }

  private signed(type: DisputeWebhookEventType, dispute: SimDispute): SignedDisputeWebhook {
    const event = new WebhookEvents(this.targets.apiBase).customerDispute(type, dispute, this.captureOf(dispute));
    return { event, ...this.targets.sign(event) };
  }

  private render(dispute: SimDispute) {
    return new DisputeRepresentation(this.targets.apiBase).dispute(dispute, this.captureOf(dispute));
  }

  private captureOf(dispute: SimDispute): SimCapture | undefined {
    return this.targets.orders.captures.get(dispute.captureId);
  }

  private disputeOrThrow(disputeId: string): SimDispute {
    const dispute = this.targets.disputes.disputes.get(disputeId);
    if (!dispute) throw new Error(`Unknown PayPal dispute ${disputeId}`);
    return dispute;
  }
}
