import type { DisputeStatus, SimDispute, SimDocument } from "./dispute-store";
import { SIMULATED_MERCHANT_ID, type SimCapture } from "./store";

/** customer_disputes_v1.json `dispute_state`, as each status the simulator uses counts for the list's filter. */
export const DISPUTE_STATE_OF: Record<DisputeStatus, string> = {
  WAITING_FOR_SELLER_RESPONSE: "REQUIRED_ACTION",
  UNDER_REVIEW: "UNDER_PAYPAL_REVIEW",
  RESOLVED: "RESOLVED",
};

/** `transaction_info.invoice_number`'s pattern: an invoice id PayPal could not carry there is left out. */
const INVOICE_NUMBER = /^[A-Za-z0-9:\-|]{1,127}$/;

/** The seller's actions a dispute allows now: the links its GET answer carries (PayPal: no link, no action). */
export function allowedActions(dispute: SimDispute): { provideEvidence: boolean; acceptClaim: boolean; sendMessage: boolean } {
  const open = dispute.status !== "RESOLVED";
  return {
    provideEvidence: dispute.status === "WAITING_FOR_SELLER_RESPONSE",
    acceptClaim: open,
    // "Merchants and customers can only send messages if the dispute_life_cycle_stage value is INQUIRY."
    sendMessage: open && dispute.stage === "INQUIRY",
  };
}

/** Renders disputes in the Customer Disputes v1 JSON shapes; every `href` is absolute and points back at us. */
export class DisputeRepresentation {
  constructor(private readonly apiBase: string) {}

  link(path: string, rel: string, method = "GET") {
    return { href: `${this.apiBase}${path}`, rel, method };
  }

  selfLink(dispute: SimDispute) {
    return this.link(`/v1/customer/disputes/${dispute.id}`, "self");
  }

  links(dispute: SimDispute) {
    const path = `/v1/customer/disputes/${dispute.id}`;
    const allowed = allowedActions(dispute);
    return [
      this.selfLink(dispute),
      ...(allowed.provideEvidence ? [this.link(`${path}/provide-evidence`, "provide_evidence", "POST")] : []),
      ...(allowed.acceptClaim ? [this.link(`${path}/accept-claim`, "accept_claim", "POST")] : []),
      ...(allowed.sendMessage ? [this.link(`${path}/send-message`, "send_message", "POST")] : []),
    ];
  }

  /** What the seller's actions answer (`subsequent_action`): a link to the dispute. */
  subsequentAction(dispute: SimDispute) {
    return { links: [this.selfLink(dispute)] };
  }

  /** One item of the list (`dispute_info`). */
  summary(dispute: SimDispute) {
    return {
      dispute_id: dispute.id,
      create_time: dispute.createTime,
      update_time: dispute.updateTime,
      reason: dispute.reason,
      status: dispute.status,
      dispute_state: DISPUTE_STATE_OF[dispute.status],
      dispute_amount: dispute.amount,
      dispute_life_cycle_stage: dispute.stage,
      dispute_channel: dispute.channel,
      ...(dispute.status === "WAITING_FOR_SELLER_RESPONSE" && { seller_response_due_date: dispute.sellerResponseDueDate }),
      links: [this.selfLink(dispute)],
    };
  }

  /** The dispute as GET /v1/customer/disputes/{id} shows it to the seller (`dispute`); arrays PayPal requires non-empty are left out when empty. */
  dispute(dispute: SimDispute, capture: SimCapture | undefined) {
    const documents = (list: SimDocument[]) => list.map((document) => ({ name: document.name }));
    return {
      dispute_id: dispute.id,
      create_time: dispute.createTime,
      update_time: dispute.updateTime,
      disputed_transactions: [
        {
          buyer_transaction_id: dispute.buyerTransactionId,
          seller_transaction_id: dispute.captureId,
          create_time: capture?.createTime ?? dispute.createTime,
          transaction_status: capture?.status ?? "COMPLETED",
          gross_amount: capture?.amount ?? dispute.amount,
          ...(capture?.invoiceId !== undefined && INVOICE_NUMBER.test(capture.invoiceId) && { invoice_number: capture.invoiceId }),
          ...(capture?.customId !== undefined && { custom: capture.customId }),
          seller: { merchant_id: SIMULATED_MERCHANT_ID },
        },
      ],
      reason: dispute.reason,
      status: dispute.status,
      dispute_amount: dispute.amount,
      ...(dispute.outcome && { dispute_outcome: { outcome_code: dispute.outcome.code, amount_refunded: dispute.outcome.amountRefunded } }),
      dispute_life_cycle_stage: dispute.stage,
      dispute_channel: dispute.channel,
      ...(dispute.messages.length > 0 && {
        messages: dispute.messages.map((message) => ({
          posted_by: message.postedBy,
          time_posted: message.timePosted,
          content: message.content,
          ...(message.documents.length > 0 && { documents: documents(message.documents) }),
        })),
      }),
      ...(dispute.evidences.length > 0 && {
        evidences: dispute.evidences.map((evidence) => ({
          evidence_type: evidence.type,
          ...(evidence.info && { evidence_info: evidence.info }),
          ...(evidence.documents.length > 0 && { documents: documents(evidence.documents) }),
          ...(evidence.notes !== undefined && { notes: evidence.notes }),
          source: "SUBMITTED_BY_SELLER",
          date: evidence.date,
          dispute_life_cycle_stage: dispute.stage,
        })),
      }),
      ...(dispute.status === "WAITING_FOR_SELLER_RESPONSE" && { seller_response_due_date: dispute.sellerResponseDueDate }),
      ...(allowedActions(dispute).acceptClaim && { allowed_response_options: { accept_claim: { accept_claim_types: ["REFUND"] } } }),
      links: this.links(dispute),
    };
  }
}
