import { fromMinor, paypalId, paypalTime, toMinor, type Money } from "./ids";

/** An item of a purchase unit as the order echoes it: what the buyer sees listed at PayPal. */
export interface OrderItem {
  name: string;
  quantity: string;
  unit_amount: Money;
  description?: string;
  sku?: string;
  category?: "DIGITAL_GOODS" | "PHYSICAL_GOODS" | "DONATION";
}

/** amount.breakdown: what the amount is made of (every part in the amount's currency). */
export type AmountBreakdown = Partial<Record<(typeof BREAKDOWN_PARTS)[number], Money>>;
export const BREAKDOWN_PARTS = ["item_total", "tax_total", "shipping", "handling", "insurance", "shipping_discount", "discount"] as const;

export interface PurchaseUnit {
  reference_id: string;
  amount: Money & { breakdown?: AmountBreakdown };
  items?: OrderItem[];
  custom_id?: string;
  invoice_id?: string;
  description?: string;
  soft_descriptor?: string;
}

export interface SimPayer {
  payerId: string;
  email: string;
  givenName: string;
  surname: string;
  countryCode: string;
}

export interface SimRefund {
  id: string;
  captureId: string;
  status: "COMPLETED";
  amount: Money;
  /** A PayPal-initiated reversal (chargeback) rather than a merchant refund. */
  reversal: boolean;
  noteToPayer?: string;
  createTime: string;
}

export interface SimCapture {
  id: string;
  orderId: string;
  referenceId: string;
  status: "COMPLETED" | "PARTIALLY_REFUNDED" | "REFUNDED";
  amount: Money;
  customId?: string;
  invoiceId?: string;
  createTime: string;
  updateTime: string;
  refunds: SimRefund[];
}

export interface SimOrder {
  id: string;
  intent: "CAPTURE" | "AUTHORIZE";
  status: "CREATED" | "APPROVED" | "VOIDED" | "COMPLETED";
  purchaseUnits: PurchaseUnit[];
  returnUrl?: string;
  cancelUrl?: string;
  payer?: SimPayer;
  /** Set by "Decline card": the buyer approved, but the capture must fail with INSTRUMENT_DECLINED. */
  declineOnCapture: boolean;
  captures: SimCapture[];
  createTime: string;
  updateTime: string;
}

/**
 * The one buyer every simulated approval uses, so tests can assert on it; only its country differs per order (an
 * approval can set it, US by default). PayPal account ids (payer_id, merchant_id) are 13 characters of [2-9A-HJ-NP-Z] (checkout_orders_v2.json `account_id`): no 0, 1, I or O.
 */
export const SIMULATED_PAYER: SimPayer = {
  payerId: "SANDBXBUYER42",
  email: "buyer@example.com",
  givenName: "Sandbox",
  surname: "Buyer",
  countryCode: "US",
};

/**
 * A payer's country as PayPal writes it (checkout_orders_v2.json `country_code`): ISO 3166-1 alpha-2, or C2,
 * PayPal's code for China worldwide.
 */
export const PAYER_COUNTRY_PATTERN = /^([A-Z]{2}|C2)$/;

/** A PayPal account id (payer_id, merchant_id): 13 characters of [2-9A-HJ-NP-Z]. */
export const PAYER_ID_PATTERN = /^[2-9A-HJ-NP-Z]{13}$/;

/** The merchant every simulated order is paid to (the payee's merchant_id). */
export const SIMULATED_MERCHANT_ID = "SANDBXSELLER2";

/** Order, capture and refund state plus the state transitions PayPal allows between them. */
export class OrderStore {
  readonly orders = new Map<string, SimOrder>();
  readonly captures = new Map<string, SimCapture>();
  readonly refunds = new Map<string, SimRefund>();

  create(input: Pick<SimOrder, "intent" | "purchaseUnits" | "returnUrl" | "cancelUrl">): SimOrder {
    const now = paypalTime();
    const order: SimOrder = {
      ...input,
      id: paypalId(),
      status: "CREATED",
      declineOnCapture: false,
      captures: [],
      createTime: now,
      updateTime: now,
    };
    this.orders.set(order.id, order);
    return order;
  }

  /** The simulated buyer approves; `countryCode` (checked by the caller) is where that buyer's PayPal account is. */
  approve(order: SimOrder, decline: boolean, countryCode = SIMULATED_PAYER.countryCode, payerId = SIMULATED_PAYER.payerId): void {
    order.status = "APPROVED";
    order.payer = { ...SIMULATED_PAYER, countryCode, payerId };
    order.declineOnCapture = decline;
    order.updateTime = paypalTime();
  }

  /** PayPal voided the order (order_status VOIDED): it can no longer be approved or captured. */
  void(order: SimOrder): void {
    order.status = "VOIDED";
    order.updateTime = paypalTime();
  }

  capture(order: SimOrder): SimCapture[] {
    const now = paypalTime();
    order.captures = order.purchaseUnits.map((unit) => ({
      id: paypalId(),
      orderId: order.id,
      referenceId: unit.reference_id,
      status: "COMPLETED",
      amount: unit.amount,
      customId: unit.custom_id,
      invoiceId: unit.invoice_id,
      createTime: now,
      updateTime: now,
      refunds: [],
    }));
    for (const capture of order.captures) this.captures.set(capture.id, capture);
    order.status = "COMPLETED";
    order.updateTime = now;
    return order.captures;
  }

  /** What is still refundable, in minor units. */
  remainingMinor(capture: SimCapture): number {
    const refunded = capture.refunds.reduce((sum, refund) => sum + toMinor(refund.amount), 0);
    return toMinor(capture.amount) - refunded;
  }

  refund(capture: SimCapture, amountMinor: number, options: { reversal?: boolean; noteToPayer?: string } = {}): SimRefund {
    const refund: SimRefund = {
      id: paypalId(),
      captureId: capture.id,
      status: "COMPLETED",
      amount: fromMinor(amountMinor, capture.amount.currency_code),
      reversal: options.reversal ?? false,
      noteToPayer: options.noteToPayer,
      createTime: paypalTime(),
    };
    capture.refunds.push(refund);
    capture.status = this.remainingMinor(capture) === 0 ? "REFUNDED" : "PARTIALLY_REFUNDED";
    capture.updateTime = refund.createTime;
    this.refunds.set(refund.id, refund);
    return refund;
  }

  clear(): void {
    this.orders.clear();
    this.captures.clear();
    this.refunds.clear();
  }
}
