import "server-only";

/**
 * A payout item's transaction_status as PayPal documents it
 * (payments_payouts_batch_v1.json, transaction_enum), plus the statuses only
 * webhook event types name (DENIED, CANCELED and HELD, from
 * PAYMENT.PAYOUTS-ITEM.*) and NEW, which is in no enum but treated as pending
 * should it ever appear.
 */
type PayoutTransactionStatus =
  "SUCCESS" | "FAILED" | "PENDING" | "UNCLAIMED" | "RETURNED" | "ONHOLD" | "BLOCKED" | "REFUNDED" | "REVERSED" | "NEW" | "DENIED" | "CANCELED" | "HELD";

/** PayPal returns an unclaimed payout to the sender after 30 days (developer.paypal.com/payouts/use-payouts/handle-unclaimed-payouts). */
export const UNCLAIMED_RETURN_DAYS = 30;

/** Why money meant for an affiliate came back, one code per PayPal status; the words the affiliate reads belong in lib/content. */
type PayoutReturnReason = "failed" | "returned" | "blocked" | "refunded" | "reversed" | "denied" | "canceled" | "unclaimed";

/**
 * What the shop does with an item:
 * - paid: the commissions are paid;
 * - returned: the amount goes back on the affiliate's balance, with the reason;
 * - pending: not final yet, ask again later (an unknown status is pending too: never pay or refund on a guess).
 * An outcome can still change: a paid item may later be REFUNDED or REVERSED,
 * an UNCLAIMED one claimed (SUCCESS) or RETURNED; events can also arrive out
 * of order, so the ledger should check an event against the item's status
 * (getPayoutItem) before acting on it.
 */
type PayoutOutcome = { outcome: "paid" } | { outcome: "returned"; reason: PayoutReturnReason } | { outcome: "pending" };

const RETURNED: Partial<Record<string, PayoutReturnReason>> = {
  FAILED: "failed",
  RETURNED: "returned",
  BLOCKED: "blocked",
  REFUNDED: "refunded",
  REVERSED: "reversed",
  DENIED: "denied",
  CANCELED: "canceled",
};

/**
 * The shop's outcome for an item's transaction_status. UNCLAIMED is final
 * only once `UNCLAIMED_RETURN_DAYS` have passed since `since` (the item's
 * time_processed, else its batch's time_created); without `since` it stays
 * pending, since PayPal then sends RETURNED itself.
 */
export function payoutOutcome(status: string, options: { since?: Date | string | null; now?: Date } = {}): PayoutOutcome {
  if (status === "SUCCESS") return { outcome: "paid" };
  const reason = RETURNED[status];
  if (reason) return { outcome: "returned", reason };
  if (status === "UNCLAIMED" && options.since) {
    const since = new Date(options.since).getTime();
    const now = (options.now ?? new Date()).getTime();
    if (Number.isFinite(since) && now - since >= UNCLAIMED_RETURN_DAYS * 86_400_000) return { outcome: "returned", reason: "unclaimed" };
  }
  return { outcome: "pending" };
}

/** PAYMENT.PAYOUTS-ITEM.<suffix> → the item status it reports (developer.paypal.com/payouts/webhooks). */
const EVENT_STATUS: Record<string, PayoutTransactionStatus> = {
  SUCCEEDED: "SUCCESS",
  FAILED: "FAILED",
  RETURNED: "RETURNED",
  BLOCKED: "BLOCKED",
  UNCLAIMED: "UNCLAIMED",
  DENIED: "DENIED",
  HELD: "ONHOLD",
  REFUNDED: "REFUNDED",
  CANCELED: "CANCELED",
};

const PAYOUT_ITEM_EVENT_PREFIX = "PAYMENT.PAYOUTS-ITEM.";

/** The item status a PAYMENT.PAYOUTS-ITEM.* event type reports, or null for any other event type. */
export function payoutStatusOfEvent(eventType: string): PayoutTransactionStatus | null {
  if (!eventType.startsWith(PAYOUT_ITEM_EVENT_PREFIX)) return null;
  return EVENT_STATUS[eventType.slice(PAYOUT_ITEM_EVENT_PREFIX.length)] ?? null;
}

/** The shop's outcome for a PAYMENT.PAYOUTS-ITEM.* event type (null for any other event type); `since` as for payoutOutcome. */
export function payoutOutcomeOfEvent(eventType: string, options: { since?: Date | string | null; now?: Date } = {}): PayoutOutcome | null {
  const status = payoutStatusOfEvent(eventType);
  return status === null ? null : payoutOutcome(status, options);
}
