import { paypalId, paypalTime } from "./ids";

/** transaction_enum of payments_payouts_batch_v1.json. */
export const PAYOUT_ITEM_STATUSES = ["SUCCESS", "FAILED", "PENDING", "UNCLAIMED", "RETURNED", "ONHOLD", "BLOCKED", "REFUNDED", "REVERSED"] as const;
export type PayoutItemStatus = (typeof PAYOUT_ITEM_STATUSES)[number];
/** batch_enum. */
type PayoutBatchStatus = "DENIED" | "PENDING" | "PROCESSING" | "SUCCESS" | "CANCELED";

/** Payouts v1 money: `currency`, not v2's `currency_code`. */
export interface PayoutMoney {
  currency: string;
  value: string;
}

export interface PayoutItemError {
  name: string;
  message: string;
}

export interface SimPayoutItem {
  id: string;
  batchId: string;
  senderBatchId?: string;
  recipientType: string;
  amount: PayoutMoney;
  amountMinor: number;
  feeMinor: number;
  receiver: string;
  note?: string;
  senderItemId?: string;
  status: PayoutItemStatus;
  transactionId?: string;
  activityId?: string;
  timeProcessed?: string;
  error?: PayoutItemError;
}

export interface SimPayoutBatch {
  id: string;
  senderBatchId?: string;
  emailSubject?: string;
  emailMessage?: string;
  recipientType?: string;
  status: PayoutBatchStatus;
  timeCreated: string;
  timeCompleted?: string;
  itemIds: string[];
}

export type NewPayoutItem = Pick<SimPayoutItem, "recipientType" | "amount" | "amountMinor" | "receiver" | "note" | "senderItemId">;

/** Statuses an item can still leave: PayPal may yet pay, return or release it. */
const OPEN: readonly PayoutItemStatus[] = ["PENDING", "ONHOLD", "UNCLAIMED"];

/** What an item may become from each status: a claim or a return ends UNCLAIMED; a paid item can only be refunded or reversed. */
const NEXT: Partial<Record<PayoutItemStatus, readonly PayoutItemStatus[]>> = {
  PENDING: ["SUCCESS", "FAILED", "UNCLAIMED", "RETURNED", "ONHOLD", "BLOCKED"],
  ONHOLD: ["SUCCESS", "FAILED", "UNCLAIMED", "RETURNED", "BLOCKED"],
  UNCLAIMED: ["SUCCESS", "RETURNED"],
  SUCCESS: ["REFUNDED", "REVERSED"],
};

/** Payout batches and their items, and the status changes PayPal makes to them. */
export class PayoutStore {
  readonly batches = new Map<string, SimPayoutBatch>();
  readonly items = new Map<string, SimPayoutItem>();
  /** sender_batch_id → batch id: PayPal refuses a second batch with the same one (for 30 days). */
  readonly bySenderBatchId = new Map<string, string>();

  create(header: Omit<SimPayoutBatch, "id" | "status" | "timeCreated" | "itemIds">, items: NewPayoutItem[]): SimPayoutBatch {
    const batch: SimPayoutBatch = { ...header, id: paypalId(13), status: "PENDING", timeCreated: paypalTime(), itemIds: [] };
    for (const input of items) {
      // PayPal's fee for a domestic payout: 2% of the amount (developer.paypal.com/payouts/fees), in cents.
      const item: SimPayoutItem = {
        ...input,
        id: paypalId(13),
        batchId: batch.id,
        senderBatchId: header.senderBatchId,
        feeMinor: Math.round(input.amountMinor * 0.02),
        status: "PENDING",
      };
      this.items.set(item.id, item);
      batch.itemIds.push(item.id);
    }
    this.batches.set(batch.id, batch);
    if (header.senderBatchId !== undefined) this.bySenderBatchId.set(header.senderBatchId, batch.id);
    return batch;
  }

  itemsOf(batch: SimPayoutBatch): SimPayoutItem[] {
    return batch.itemIds.flatMap((id) => this.items.get(id) ?? []);
  }

  /** Moves an item on, as PayPal's processing (or the recipient) does; throws for a change PayPal never makes. */
  settle(item: SimPayoutItem, status: PayoutItemStatus, error?: PayoutItemError): void {
    if (!NEXT[item.status]?.includes(status)) throw new Error(`Payout item ${item.id} cannot go from ${item.status} to ${status}`);
    item.status = status;
    item.timeProcessed = paypalTime();
    if (status === "SUCCESS") {
      item.transactionId ??= paypalId();
      item.activityId ??= paypalId();
    }
    if (error) item.error = error;
    else if (status === "SUCCESS") delete item.error;
    const batch = this.batches.get(item.batchId);
    if (batch) this.followItems(batch);
  }

  /** A batch is PROCESSING once an item moved, and SUCCESS once none is PENDING (PayPal: "check each item for holds or unclaimed"). */
  private followItems(batch: SimPayoutBatch): void {
    const items = this.itemsOf(batch);
    if (items.some((item) => item.status === "PENDING")) {
      batch.status = items.some((item) => item.status !== "PENDING") ? "PROCESSING" : "PENDING";
      return;
    }
    if (batch.status !== "SUCCESS") batch.timeCompleted = paypalTime();
    batch.status = "SUCCESS";
  }

  isOpen(item: SimPayoutItem): boolean {
    return OPEN.includes(item.status);
  }

  clear(): void {
    this.batches.clear();
    this.items.clear();
    this.bySenderBatchId.clear();
  }
}
