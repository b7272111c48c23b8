import { PAYOUT_ITEM_EVENT_OF, PAYOUT_ITEM_EVENT_TYPES, PayoutRepresentation } from "./payout-representation";
import { PAYOUT_ITEM_STATUSES, type PayoutItemError, type PayoutItemStatus, type PayoutStore, type SimPayoutBatch, type SimPayoutItem } from "./payout-store";
import type { SignedWebhook } from "./webhook-signing";

export type PayoutItemEventType = (typeof PAYOUT_ITEM_EVENT_TYPES)[number];

/** Receivers whose payouts end other than paid when a batch is finished (options `payoutReceivers`). */
export interface PayoutReceivers {
  /** Items to these end UNCLAIMED (RECEIVER_UNREGISTERED): no PayPal account. Default unclaimed@example.com. */
  unclaimed?: string[];
  /** Items to these end FAILED (RECEIVER_ACCOUNT_LOCKED). Default failed@example.com. */
  failing?: string[];
}

export const DEFAULT_PAYOUT_RECEIVERS = { unclaimed: ["unclaimed@example.com"], failing: ["failed@example.com"] };

/** The reason PayPal gives with each status an item can end in (Payouts error codes, developer.paypal.com/payouts/view-transactions). */
const DEFAULT_ERRORS: Partial<Record<PayoutItemStatus, PayoutItemError>> = {
  FAILED: { name: "RECEIVER_ACCOUNT_LOCKED", message: "Receiver account is locked or inactive" },
  UNCLAIMED: { name: "RECEIVER_UNREGISTERED", message: "Receiver is unregistered" },
  BLOCKED: { name: "RISK_DECLINE", message: "Transaction was declined by PayPal due to risk concerns" },
};

/** What finishing a batch may make of its open items (a refund or reversal needs a paid item first). */
const BATCH_END_STATUSES: readonly PayoutItemStatus[] = ["SUCCESS", "FAILED", "UNCLAIMED", "RETURNED", "ONHOLD", "BLOCKED"];

export function isPayoutItemStatus(value: unknown): value is PayoutItemStatus {
  return PAYOUT_ITEM_STATUSES.some((status) => status === value);
}

type PayoutBatchSnapshot = SimPayoutBatch & { items: SimPayoutItem[] };

/**
 * Test controls for Payouts that real PayPal does not have: its processing
 * (finishing items and batches), a failing moment, and the signed
 * PAYMENT.PAYOUTS-ITEM.* deliveries that follow.
 */
export abstract class PayoutControls {
  abstract readonly payouts: PayoutStore;
  abstract readonly forcedPayoutFailures: number[];
  abstract readonly payoutReceivers: { unclaimed: string[]; failing: string[] };
  abstract signWebhook(event: object, webhookId?: string): SignedWebhook;

  constructor(
    readonly baseUrl: string,
    protected readonly mountPath: string,
  ) {}

  /** Ends (or moves on) one item: SUCCESS pays it; FAILED, BLOCKED, UNCLAIMED carry PayPal's reason (or `errorName`). */
  finishPayoutItem(itemId: string, status: PayoutItemStatus = "SUCCESS", options: { errorName?: string } = {}): SimPayoutItem {
    const item = this.payoutItemOrThrow(itemId);
    const error = options.errorName ? { name: options.errorName, message: options.errorName.toLowerCase().replaceAll("_", " ") } : DEFAULT_ERRORS[status];
    this.payouts.settle(item, status, error);
    return structuredClone(item);
  }

  /**
   * PayPal processes the batch: every open item ends `status` (default
   * SUCCESS), except those to an unclaimed receiver (UNCLAIMED) or a failing
   * one (FAILED). Returns the items it changed.
   */
  finishPayoutBatch(batchId: string, status: PayoutItemStatus = "SUCCESS"): SimPayoutItem[] {
    const batch = this.payouts.batches.get(batchId);
    if (!batch) throw new Error(`Unknown payout batch ${batchId}`);
    if (!BATCH_END_STATUSES.includes(status)) throw new Error(`A batch cannot finish its items as ${status}`);
    const lower = (list: string[]) => new Set(list.map((each) => each.toLowerCase()));
    const [unclaimed, failing] = [lower(this.payoutReceivers.unclaimed), lower(this.payoutReceivers.failing)];
    const changed: SimPayoutItem[] = [];
    for (const item of this.payouts.itemsOf(batch)) {
      if (item.status !== "PENDING" && item.status !== "ONHOLD") continue;
      const receiver = item.receiver.toLowerCase();
      const end = unclaimed.has(receiver) ? "UNCLAIMED" : failing.has(receiver) ? "FAILED" : status;
      if (end !== item.status) changed.push(this.finishPayoutItem(item.id, end));
    }
    return changed;
  }

  /** The next `count` Payouts API calls answer `status` (a 5xx), as PayPal does when it has a bad moment. */
  failNextPayoutCall(status = 500, count = 1): void {
    if (!Number.isInteger(status) || status < 500 || status > 599) throw new Error("status must be a 5xx status");
    for (let i = 0; i < count; i += 1) this.forcedPayoutFailures.push(status);
  }

  /**
   * The PAYMENT.PAYOUTS-ITEM.* event for the item's current status (or `type`,
   * e.g. CANCELED or DENIED), its resource the item as GET payouts-item shows it.
   */
  payoutItemWebhookEvent(itemId: string, type?: PayoutItemEventType) {
    const item = this.payoutItemOrThrow(itemId);
    const eventType = type ?? PAYOUT_ITEM_EVENT_OF[item.status];
    if (!eventType) throw new Error(`PayPal sends no item event for a ${item.status} payout item`);
    return new PayoutRepresentation(`${this.baseUrl}${this.mountPath}`).itemEvent(eventType, item);
  }

  /** A copy of a batch with its items, or `undefined` for an unknown id. */
  getPayoutBatch(batchId: string): PayoutBatchSnapshot | undefined {
    const batch = this.payouts.batches.get(batchId);
    return batch && structuredClone({ ...batch, items: this.payouts.itemsOf(batch) });
  }

  /** Copies of every batch PayPal holds, oldest first. */
  listPayoutBatches(): SimPayoutBatch[] {
    return [...this.payouts.batches.values()].map((batch) => structuredClone(batch));
  }

  private payoutItemOrThrow(itemId: string): SimPayoutItem {
    const item = this.payouts.items.get(itemId);
    if (!item) throw new Error(`Unknown payout item ${itemId}`);
    return item;
  }
}
