import { fromMinor, paypalFeeMinor, toMinor } from "./ids";
import { SIMULATED_MERCHANT_ID, type SimCapture, type SimOrder, type SimPayer, type SimRefund } from "./store";

/** Renders simulator state in PayPal's JSON shapes; every `href` is absolute and points back at us. */
export class Representation {
  constructor(private readonly apiBase: string) {}

  private link(path: string, rel: string, method = "GET") {
    return { href: `${this.apiBase}${path}`, rel, method };
  }

  approveUrl(orderId: string): string {
    return `${this.apiBase}/checkoutnow?token=${encodeURIComponent(orderId)}`;
  }

  orderLinks(order: SimOrder) {
    const self = this.link(`/v2/checkout/orders/${order.id}`, "self");
    if (order.status === "COMPLETED" || order.status === "VOIDED") return [self];
    return [
      self,
      { href: this.approveUrl(order.id), rel: "approve", method: "GET" },
      this.link(`/v2/checkout/orders/${order.id}`, "update", "PATCH"),
      this.link(`/v2/checkout/orders/${order.id}/capture`, "capture", "POST"),
    ];
  }

  /** `Prefer: return=minimal`, PayPal's default for create. */
  minimalOrder(order: SimOrder) {
    return { id: order.id, status: order.status, links: this.orderLinks(order) };
  }

  order(order: SimOrder) {
    return {
      id: order.id,
      intent: order.intent,
      status: order.status,
      ...(order.payer && { payment_source: { paypal: this.wallet(order.payer) }, payer: this.payer(order.payer) }),
      purchase_units: order.purchaseUnits.map((unit) => {
        const captures = order.captures.filter((capture) => capture.referenceId === unit.reference_id);
        return {
          ...unit,
          payee: { email_address: "merchant@example.com", merchant_id: SIMULATED_MERCHANT_ID },
          ...(captures.length > 0 && { payments: { captures: captures.map((capture) => this.capture(capture)) } }),
        };
      }),
      create_time: order.createTime,
      update_time: order.updateTime,
      links: this.orderLinks(order),
    };
  }

  payer(payer: SimPayer) {
    return {
      name: { given_name: payer.givenName, surname: payer.surname },
      email_address: payer.email,
      payer_id: payer.payerId,
      address: { country_code: payer.countryCode },
    };
  }

  private wallet(payer: SimPayer) {
    return {
      email_address: payer.email,
      account_id: payer.payerId,
      account_status: "VERIFIED",
      name: { given_name: payer.givenName, surname: payer.surname },
      address: { country_code: payer.countryCode },
    };
  }

  capture(capture: SimCapture) {
    const gross = toMinor(capture.amount);
    const fee = paypalFeeMinor(gross, capture.amount.currency_code);
    const currency = capture.amount.currency_code;
    return {
      id: capture.id,
      status: capture.status,
      amount: capture.amount,
      final_capture: true,
      ...(capture.customId !== undefined && { custom_id: capture.customId }),
      ...(capture.invoiceId !== undefined && { invoice_id: capture.invoiceId }),
      disbursement_mode: "INSTANT",
      seller_protection: { status: "ELIGIBLE", dispute_categories: ["ITEM_NOT_RECEIVED", "UNAUTHORIZED_TRANSACTION"] },
      seller_receivable_breakdown: {
        gross_amount: capture.amount,
        paypal_fee: fromMinor(fee, currency),
        net_amount: fromMinor(gross - fee, currency),
      },
      supplementary_data: { related_ids: { order_id: capture.orderId } },
      links: [
        this.link(`/v2/payments/captures/${capture.id}`, "self"),
        this.link(`/v2/payments/captures/${capture.id}/refund`, "refund", "POST"),
        this.link(`/v2/checkout/orders/${capture.orderId}`, "up"),
      ],
      create_time: capture.createTime,
      update_time: capture.updateTime,
    };
  }

  refund(refund: SimRefund, capture: SimCapture) {
    const currency = refund.amount.currency_code;
    const totalRefunded = capture.refunds.reduce((sum, each) => sum + toMinor(each.amount), 0);
    return {
      id: refund.id,
      status: refund.status,
      amount: refund.amount,
      ...(refund.noteToPayer !== undefined && { note_to_payer: refund.noteToPayer }),
      ...(capture.customId !== undefined && { custom_id: capture.customId }),
      ...(capture.invoiceId !== undefined && { invoice_id: capture.invoiceId }),
      seller_payable_breakdown: {
        gross_amount: refund.amount,
        paypal_fee: fromMinor(0, currency),
        net_amount: refund.amount,
        total_refunded_amount: fromMinor(totalRefunded, currency),
      },
      create_time: refund.createTime,
      update_time: refund.createTime,
      links: [this.link(`/v2/payments/refunds/${refund.id}`, "self"), this.link(`/v2/payments/captures/${capture.id}`, "up")],
    };
  }
}
