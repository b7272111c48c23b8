/** The Disputes tab (lib/admin/list-disputes.ts). */
export const ADMIN_DISPUTES = {
  heading: "PayPal disputes",
  intro:
    "Disputes buyers opened with PayPal, the open ones first by the date PayPal needs your answer by. While one is open, its affiliate commission is not paid out. PayPal's webhooks bring them at once; every 15 minutes the shop also asks PayPal for any a webhook missed.",
  empty: "No disputes. PayPal has not told the shop of any.",
  columns: ["Opened", "Order", "Amount", "Reason", "Stage", "State", "Answer by", { label: "Evidence", hidden: true }] as const,
  evidence: "Proof of fulfilment",
  evidenceLabel: (id: string) => `The proof of fulfilment for dispute ${id}: the note and the document the shop would send PayPal`,
  noOrder: "No order for this payment",
  gift: "Gift",
  daysLeft: (days: number) => (days === 0 ? "today" : days === 1 ? "1 day left" : `${days} days left`),
  noDue: "—",
  waiting: "Waiting for your answer",
  outcomes: { RESOLVED_SELLER_FAVOUR: "Won", RESOLVED_BUYER_FAVOUR: "Lost: the buyer was refunded" } as Record<string, string>,
  reasons: {
    MERCHANDISE_OR_SERVICE_NOT_RECEIVED: "Not received",
    MERCHANDISE_OR_SERVICE_NOT_AS_DESCRIBED: "Not as described",
    UNAUTHORISED: "Unauthorised payment",
    CREDIT_NOT_PROCESSED: "Credit not processed",
    DUPLICATE_TRANSACTION: "Duplicate payment",
    INCORRECT_AMOUNT: "Incorrect amount",
    PAYMENT_BY_OTHER_MEANS: "Paid by other means",
    CANCELED_RECURRING_BILLING: "Cancelled recurring billing",
    PROBLEM_WITH_REMITTANCE: "Problem with remittance",
    OTHER: "Other",
  } as Record<string, string>,
  stages: { INQUIRY: "Inquiry", CHARGEBACK: "Chargeback", PRE_ARBITRATION: "Pre-arbitration", ARBITRATION: "Arbitration" } as Record<string, string>,
};
