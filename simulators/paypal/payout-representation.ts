import { paypalId } from "./ids";
import type { PayoutItemStatus, PayoutMoney, SimPayoutBatch, SimPayoutItem } from "./payout-store";

/** Cents to a Payouts v1 amount (USD, two decimals), from the digits. */
function payoutMoney(minor: number, currency = "USD"): PayoutMoney {
  const digits = String(minor).padStart(3, "0");
  return { currency, value: `${digits.slice(0, -2)}.${digits.slice(-2)}` };
}

/** The PAYMENT.PAYOUTS-ITEM.* event PayPal sends for each item status (REVERSED and PENDING have none). */
export const PAYOUT_ITEM_EVENT_OF: Partial<Record<PayoutItemStatus, string>> = {
  SUCCESS: "PAYMENT.PAYOUTS-ITEM.SUCCEEDED",
  FAILED: "PAYMENT.PAYOUTS-ITEM.FAILED",
  RETURNED: "PAYMENT.PAYOUTS-ITEM.RETURNED",
  BLOCKED: "PAYMENT.PAYOUTS-ITEM.BLOCKED",
  UNCLAIMED: "PAYMENT.PAYOUTS-ITEM.UNCLAIMED",
  ONHOLD: "PAYMENT.PAYOUTS-ITEM.HELD",
  REFUNDED: "PAYMENT.PAYOUTS-ITEM.REFUNDED",
};

/** Every item event type PayPal documents (developer.paypal.com/payouts/webhooks). */
export const PAYOUT_ITEM_EVENT_TYPES = [
  "PAYMENT.PAYOUTS-ITEM.BLOCKED",
  "PAYMENT.PAYOUTS-ITEM.CANCELED",
  "PAYMENT.PAYOUTS-ITEM.DENIED",
  "PAYMENT.PAYOUTS-ITEM.FAILED",
  "PAYMENT.PAYOUTS-ITEM.HELD",
  "PAYMENT.PAYOUTS-ITEM.REFUNDED",
  "PAYMENT.PAYOUTS-ITEM.RETURNED",
  "PAYMENT.PAYOUTS-ITEM.SUCCEEDED",
  "PAYMENT.PAYOUTS-ITEM.UNCLAIMED",
] as const;

/** A real delivery's summary for SUCCEEDED; the others are the triggers PayPal's event table gives. */
const SUMMARIES: Record<string, string> = {
  "PAYMENT.PAYOUTS-ITEM.SUCCEEDED": "A payout item has succeeded",
  "PAYMENT.PAYOUTS-ITEM.BLOCKED": "A payouts item is blocked.",
  "PAYMENT.PAYOUTS-ITEM.CANCELED": "A payouts item is canceled.",
  "PAYMENT.PAYOUTS-ITEM.DENIED": "A payouts item is denied.",
  "PAYMENT.PAYOUTS-ITEM.FAILED": "A payouts item fails.",
  "PAYMENT.PAYOUTS-ITEM.HELD": "A payouts item is held.",
  "PAYMENT.PAYOUTS-ITEM.REFUNDED": "A payouts item is refunded.",
  "PAYMENT.PAYOUTS-ITEM.RETURNED": "A payouts item is returned.",
  "PAYMENT.PAYOUTS-ITEM.UNCLAIMED": "A payouts item is unclaimed.",
};

/** Renders payout state in PayPal's Payouts v1 shapes (payments_payouts_batch_v1.json); every href points back at us. */
export class PayoutRepresentation {
  constructor(private readonly apiBase: string) {}

  batchUrl(batchId: string): string {
    return `${this.apiBase}/v1/payments/payouts/${batchId}`;
  }

  private link(path: string, rel: string) {
    return { href: `${this.apiBase}${path}`, rel, method: "GET", encType: "application/json" };
  }

  senderBatchHeader(batch: SimPayoutBatch) {
    return {
      ...(batch.senderBatchId !== undefined && { sender_batch_id: batch.senderBatchId }),
      ...(batch.recipientType !== undefined && { recipient_type: batch.recipientType }),
      ...(batch.emailSubject !== undefined && { email_subject: batch.emailSubject }),
      ...(batch.emailMessage !== undefined && { email_message: batch.emailMessage }),
    };
  }

  /** POST /v1/payments/payouts → 201 `payout`. */
  created(batch: SimPayoutBatch) {
    return {
      batch_header: {
        payout_batch_id: batch.id,
        batch_status: batch.status,
        time_created: batch.timeCreated,
        sender_batch_header: this.senderBatchHeader(batch),
      },
      links: [this.link(`/v1/payments/payouts/${batch.id}`, "self")],
    };
  }

  batchHeader(batch: SimPayoutBatch, items: SimPayoutItem[]) {
    return {
      payout_batch_id: batch.id,
      batch_status: batch.status,
      time_created: batch.timeCreated,
      ...(batch.timeCompleted !== undefined && { time_completed: batch.timeCompleted, time_closed: batch.timeCompleted }),
      sender_batch_header: this.senderBatchHeader(batch),
      funding_source: "BALANCE",
      amount: payoutMoney(items.reduce((sum, item) => sum + item.amountMinor, 0)),
      fees: payoutMoney(items.reduce((sum, item) => sum + item.feeMinor, 0)),
    };
  }

  /** `payout_batch_items`; with `sender_batch_id`, `payout_item-2` (GET payouts-item and the item webhooks). */
  item(item: SimPayoutItem, options: { withSenderBatchId?: boolean } = {}) {
    return {
      payout_item_id: item.id,
      ...(item.transactionId !== undefined && { transaction_id: item.transactionId }),
      ...(item.activityId !== undefined && { activity_id: item.activityId }),
      transaction_status: item.status,
      payout_item_fee: payoutMoney(item.feeMinor),
      payout_batch_id: item.batchId,
      ...(options.withSenderBatchId && item.senderBatchId !== undefined && { sender_batch_id: item.senderBatchId }),
      payout_item: {
        recipient_type: item.recipientType,
        amount: item.amount,
        ...(item.note !== undefined && { note: item.note }),
        receiver: item.receiver,
        ...(item.senderItemId !== undefined && { sender_item_id: item.senderItemId }),
        recipient_wallet: "PAYPAL",
      },
      ...(item.timeProcessed !== undefined && { time_processed: item.timeProcessed }),
      ...(item.error && {
        errors: { ...item.error, information_link: `https://developer.paypal.com/docs/api/payments.payouts-batch/#errors`, details: [], links: [] },
      }),
      // A batch lists each item with an "item" link; the item itself links to itself and its batch.
      links: options.withSenderBatchId
        ? [this.link(`/v1/payments/payouts-item/${item.id}`, "self"), this.link(`/v1/payments/payouts/${item.batchId}`, "batch")]
        : [this.link(`/v1/payments/payouts-item/${item.id}`, "item")],
    };
  }

  /** GET /v1/payments/payouts/{id}: the header and one page of items, with next/previous links between pages. */
  batchPage(batch: SimPayoutBatch, items: SimPayoutItem[], page: { page: number; pageSize: number; totalRequired: boolean }) {
    const totalPages = Math.max(1, Math.ceil(items.length / page.pageSize));
    const pageLink = (n: number, rel: string) => this.link(`/v1/payments/payouts/${batch.id}?page_size=${page.pageSize}&page=${n}`, rel);
    return {
      ...(page.totalRequired && { total_items: items.length, total_pages: totalPages }),
      batch_header: this.batchHeader(batch, items),
      items: items.slice((page.page - 1) * page.pageSize, page.page * page.pageSize).map((item) => this.item(item)),
      links: [
        pageLink(page.page, "self"),
        ...(page.page < totalPages ? [pageLink(page.page + 1, "next")] : []),
        ...(page.page > 1 ? [pageLink(page.page - 1, "previous")] : []),
      ],
    };
  }

  /** A PAYMENT.PAYOUTS-ITEM.* delivery: the envelope of a real one (resource_type payouts_item), the item as GET payouts-item shows it. */
  itemEvent(type: string, item: SimPayoutItem) {
    const id = `WH-${paypalId()}-${paypalId()}`;
    const eventUrl = `${this.apiBase}/v1/notifications/webhooks-events/${id}`;
    return {
      id,
      event_version: "1.0",
      create_time: new Date().toISOString(),
      resource_type: "payouts_item",
      event_type: type,
      summary: SUMMARIES[type] ?? "A payouts item changed.",
      resource: this.item(item, { withSenderBatchId: true }),
      links: [
        { href: eventUrl, rel: "self", method: "GET", encType: "application/json" },
        { href: `${eventUrl}/resend`, rel: "resend", method: "POST", encType: "application/json" },
      ],
    };
  }
}
