import { FORCEABLE_CAPTURE_ISSUES } from "./errors";
import { toMinor } from "./ids";
import { PayoutControls } from "./payout-controls";
import { PAYER_COUNTRY_PATTERN, PAYER_ID_PATTERN, type OrderStore, type SimCapture, type SimOrder, type SimRefund } from "./store";
import { WebhookEvents, type PaypalWebhookEvent, type WebhookEventType } from "./webhook-events";
import type { SignedWebhook, WebhookSigner } from "./webhook-signing";

/**
 * Test controls that real PayPal does not have: they drive the buyer's side and the back office
 * without a browser, and produce signed webhook deliveries. The Payouts ones are in PayoutControls.
 */
export abstract class PaypalControls extends PayoutControls {
  abstract readonly store: OrderStore;
  abstract readonly signer: WebhookSigner;
  abstract readonly forcedCaptureIssues: Map<string, string>;
  abstract readonly forcedLookupFailures: Set<string>;
  abstract readonly forcedCreateFailures: { remaining: number };
  abstract readonly webhookId: string;

  /** Where PAYPAL-CERT-URL points: this simulator's self-signed certificate. */
  get certificateUrl(): string {
    return `${this.baseUrl}${this.mountPath}${this.signer.certPath()}`;
  }

  /**
   * The buyer approves, as "Approve payment" does; `decline` as "Decline card" does. `countryCode` is the
   * payer's country the order then answers (US by default), as the page's "Buyer's country" sets it; `payerId` another
   * PayPal account than the one every approval uses (a buyer the shop may have banned).
   */
  approveOrder(orderId: string, options: { decline?: boolean; countryCode?: string; payerId?: string } = {}): SimOrder {
    const order = this.orderOrThrow(orderId);
    const { countryCode, payerId } = options;
    if (payerId !== undefined && !PAYER_ID_PATTERN.test(payerId)) {
      throw new Error(
        `payerId must be a PayPal account id: 13 characters of [2-9A-HJ-NP-Z] (checkout_orders_v2.json account_id); got ${JSON.stringify(payerId)}`,
      );
    }
    if (countryCode !== undefined && !PAYER_COUNTRY_PATTERN.test(countryCode)) {
      throw new Error(
        `countryCode must be a country as PayPal writes it: two upper-case letters (ISO 3166-1 alpha-2, e.g. "DE") or C2; got ${JSON.stringify(countryCode)}`,
      );
    }
    if (order.status === "COMPLETED") throw new Error(`Order ${orderId} is already captured`);
    if (order.status === "VOIDED") throw new Error(`Order ${orderId} is voided`);
    this.store.approve(order, options.decline ?? false, countryCode, payerId);
    return structuredClone(order);
  }

  /**
   * The next capture of this order fails with `issue`, one PayPal documents for capture (FORCEABLE_CAPTURE_ISSUES:
   * 500 for INTERNAL_SERVER_ERROR, 403 for PERMISSION_DENIED, else 422).
   */
  failNextCapture(orderId: string, issue = "INSTRUMENT_DECLINED"): void {
    this.orderOrThrow(orderId);
    if (!(issue in FORCEABLE_CAPTURE_ISSUES)) {
      throw new Error(`PayPal documents no capture issue ${issue}; one of ${Object.keys(FORCEABLE_CAPTURE_ISSUES).join(", ")}`);
    }
    this.forcedCaptureIssues.set(orderId, issue);
  }

  /** The next GET of this order answers 500 INTERNAL_SERVER_ERROR, as PayPal does when it has a bad moment. */
  failNextLookup(orderId: string): void {
    this.orderOrThrow(orderId);
    this.forcedLookupFailures.add(orderId);
  }

  /** The next order creation answers 500 INTERNAL_SERVER_ERROR and creates nothing. */
  failNextOrderCreate(): void {
    this.forcedCreateFailures.remaining += 1;
  }

  /** PayPal voids the order (its status becomes VOIDED). */
  voidOrder(orderId: string): SimOrder {
    const order = this.orderOrThrow(orderId);
    if (order.status === "COMPLETED") throw new Error(`Order ${orderId} is already captured`);
    this.store.void(order);
    return structuredClone(order);
  }

  /**
   * `count` CAPTURE orders as create-order makes them, never approved: what
   * abandoned checkouts leave at PayPal, made in one call. Returns their ids.
   */
  createAbandonedOrders(count: number, amount = { currency_code: "USD", value: "5.00" }): string[] {
    return Array.from({ length: count }, () => this.store.create({ intent: "CAPTURE", purchaseUnits: [{ reference_id: "default", amount }] }).id);
  }

  /** A copy of the order's state, or `undefined` for an unknown id. */
  getOrder(orderId: string): SimOrder | undefined {
    const order = this.store.orders.get(orderId);
    return order && structuredClone(order);
  }

  /** Refunds a capture (fully unless `value` is given), as the merchant's dashboard would. */
  refundCapture(captureId: string, options: { value?: string; noteToPayer?: string } = {}): SimRefund {
    const capture = this.captureOrThrow(captureId);
    const remaining = this.store.remainingMinor(capture);
    const amount = options.value === undefined ? remaining : toMinor({ ...capture.amount, value: options.value });
    if (amount <= 0 || amount > remaining) throw new Error(`Cannot refund ${options.value ?? "the rest"} of capture ${captureId}`);
    return structuredClone(this.store.refund(capture, amount, { noteToPayer: options.noteToPayer }));
  }

  /** A chargeback: PayPal takes the whole remaining amount back. */
  reverseCapture(captureId: string): SimRefund {
    const capture = this.captureOrThrow(captureId);
    const remaining = this.store.remainingMinor(capture);
    if (remaining <= 0) throw new Error(`Capture ${captureId} has nothing left to reverse`);
    return structuredClone(this.store.refund(capture, remaining, { reversal: true, noteToPayer: "Payment reversed" }));
  }

  /** A realistic event for the order's current state; refunds/reversals must have happened first. */
  webhookEvent(type: WebhookEventType, orderId: string): PaypalWebhookEvent {
    const order = this.orderOrThrow(orderId);
    const events = new WebhookEvents(`${this.baseUrl}${this.mountPath}`);
    if (type === "CHECKOUT.ORDER.APPROVED") {
      if (order.status === "CREATED") throw new Error(`Order ${orderId} is not approved yet`);
      return events.orderApproved(order);
    }
    const capture = order.captures[0];
    if (!capture) throw new Error(`Order ${orderId} has no capture yet`);
    if (type === "PAYMENT.CAPTURE.COMPLETED") return events.captureCompleted(capture);
    const reversal = type === "PAYMENT.CAPTURE.REVERSED";
    const refund = capture.refunds.filter((each) => each.reversal === reversal).at(-1);
    if (!refund) {
      const [what, how] = reversal ? ["reversal", "reverseCapture"] : ["refund", "refundCapture"];
      throw new Error(`Capture ${capture.id} has no ${what}; call ${how} first`);
    }
    return events.captureRefunded(refund, capture);
  }

  /** Signs `event` like PayPal's delivery service: real RSA signature over PayPal's message format. */
  signWebhook(event: object, webhookId: string = this.webhookId): SignedWebhook {
    return this.signer.sign(event, webhookId, this.certificateUrl);
  }

  /** POSTs a signed event to the app's webhook listener, as PayPal would. */
  async deliverWebhook(url: string, event: object, webhookId?: string): Promise<Response> {
    const { headers, body } = this.signWebhook(event, webhookId);
    return fetch(url, { method: "POST", headers, body });
  }

  private orderOrThrow(orderId: string): SimOrder {
    const order = this.store.orders.get(orderId);
    if (!order) throw new Error(`Unknown PayPal order ${orderId}`);
    return order;
  }

  private captureOrThrow(captureId: string): SimCapture {
    const capture = this.store.captures.get(captureId);
    if (!capture) throw new Error(`Unknown PayPal capture ${captureId}`);
    return capture;
  }
}
