import { randomInt } from "node:crypto";

import { paypalId, paypalTime, type Money } from "./ids";
import type { SimCapture } from "./store";

/** customer_disputes_v1.json `dispute_reason`. */
export const DISPUTE_REASONS = [
  "MERCHANDISE_OR_SERVICE_NOT_RECEIVED",
  "MERCHANDISE_OR_SERVICE_NOT_AS_DESCRIBED",
  "UNAUTHORISED",
  "CREDIT_NOT_PROCESSED",
  "DUPLICATE_TRANSACTION",
  "INCORRECT_AMOUNT",
  "PAYMENT_BY_OTHER_MEANS",
  "CANCELED_RECURRING_BILLING",
  "PROBLEM_WITH_REMITTANCE",
  "OTHER",
] as const;

/** The stages a test can open a dispute in (the file's `dispute_lifecycle_stage` has PRE_ARBITRATION and ARBITRATION too). */
export const OPENING_STAGES = ["INQUIRY", "CHARGEBACK"] as const;

/** customer_disputes_v1.json `evidence.evidence_type`, every value. */
export const EVIDENCE_TYPES: ReadonlySet<string> = new Set([
  "PROOF_OF_FULFILLMENT",
  "PROOF_OF_REFUND",
  "PROOF_OF_DELIVERY_SIGNATURE",
  "PROOF_OF_RECEIPT_COPY",
  "RETURN_POLICY",
  "BILLING_AGREEMENT",
  "PROOF_OF_RESHIPMENT",
  "ITEM_DESCRIPTION",
  "POLICE_REPORT",
  "AFFIDAVIT",
  "PAID_WITH_OTHER_METHOD",
  "COPY_OF_CONTRACT",
  "TERMINAL_ATM_RECEIPT",
  "PRICE_DIFFERENCE_REASON",
  "SOURCE_CONVERSION_RATE",
  "BANK_STATEMENT",
  "CREDIT_DUE_REASON",
  "REQUEST_CREDIT_RECEIPT",
  "PROOF_OF_RETURN",
  "CREATE",
  "CHANGE_REASON",
  "PROOF_OF_REFUND_OUTSIDE_PAYPAL",
  "RECEIPT_OF_MERCHANDISE",
  "CUSTOMS_DOCUMENT",
  "CUSTOMS_FEE_RECEIPT",
  "INFORMATION_ON_RESOLUTION",
  "ADDITIONAL_INFORMATION_OF_ITEM",
  "DETAILS_OF_PURCHASE",
  "PROOF_OF_SIGNIFICANT_DIFFERENCE",
  "PROOF_OF_SOFTWARE_OR_SERVICE_NOT_AS_DESCRIBED",
  "PROOF_OF_CONFISCATION",
  "PROOF_OF_DAMAGE",
  "COPY_OF_LAW_ENFORCEMENT_AGENCY_REPORT",
  "ADDITIONAL_PROOF_OF_SHIPMENT",
  "PROOF_OF_DENIAL_BY_CARRIER",
  "THIRDPARTY_PROOF_FOR_DAMAGE_OR_SIGNIFICANT_DIFFERENCE",
  "VALID_SUPPORTING_DOCUMENT",
  "LEGIBLE_SUPPORTING_DOCUMENT",
  "RETURN_TRACKING_INFORMATION",
  "DELIVERY_RECEIPT",
  "PROOF_OF_INSTORE_RECEIPT",
  "ADDITIONAL_TRACKING_INFORMATION",
  "PROOF_OF_SHIPMENT_POSTAGE",
  "ONLINE_TRACKING_INFORMATION",
  "PROOF_OF_INSTORE_REFUND",
  "PROOF_FOR_SOFTWARE_OR_SERVICE_DELIVERED",
  "RETURN_ADDRESS_FOR_SHIPPING",
  "COPY_OF_THE_EPARCEL_MANIFEST",
  "COPY_OF_SHIPPING_MANIFEST",
  "APPEAL_AFFIDAVIT",
  "RECEIPT_OF_REPLACEMENT",
  "COPY_OF_DRIVERS_LICENSE",
  "ACCOUNT_CHANGE_INFORMATION",
  "DELIVERY_ADDRESS",
  "CONFIRMATION_OF_RESOLUTION",
  "MERCHANT_RESPONSE",
  "PERMISSION_DESCRIPTION",
  "STATUS_OF_MERCHANDISE",
  "LOST_CARD_DETAILS",
  "LAST_VALID_TRANSACTION_DETAILS",
  "ADDITIONAL_PROOF_OF_RETURN",
  "DECLARATION",
  "PROOF_OF_MISSING_ITEMS",
  "PROOF_OF_EMPTY_PACKAGE_OR_DIFFERENT_ITEM",
  "PROOF_OF_ITEM_NOT_RECEIVED",
  "ORDER_DETAILS",
  "LISTING_URL",
  "SHIPPING_INSURANCE",
  "BUYER_RESPONSE",
  "PHOTOS_OF_SHIPPED_ITEM",
  "OTHER",
]);

export type DisputeReason = (typeof DISPUTE_REASONS)[number];
export type DisputeStage = "INQUIRY" | "CHARGEBACK" | "PRE_ARBITRATION" | "ARBITRATION";
export type DisputeStatus = "WAITING_FOR_SELLER_RESPONSE" | "UNDER_REVIEW" | "RESOLVED";
export type DisputeOutcomeCode = "RESOLVED_BUYER_FAVOUR" | "RESOLVED_SELLER_FAVOUR";

/** An uploaded evidence file, kept whole so a test can read what the shop sent. */
export interface SimDocument {
  name: string;
  contentType: "text/plain" | "application/pdf";
  /** Bytes as received (the simulators read request bodies as UTF-8, so a binary PDF arrives with its invalid bytes replaced). */
  content: Buffer;
}

export interface SimEvidence {
  type: string;
  info?: Record<string, unknown>;
  notes?: string;
  documents: SimDocument[];
  date: string;
}

export interface SimDisputeMessage {
  postedBy: "BUYER" | "SELLER";
  timePosted: string;
  content: string;
  documents: SimDocument[];
}

export interface SimDispute {
  id: string;
  /** The disputed capture: PayPal's seller_transaction_id. */
  captureId: string;
  buyerTransactionId: string;
  reason: DisputeReason;
  status: DisputeStatus;
  stage: DisputeStage;
  channel: "INTERNAL" | "EXTERNAL";
  amount: Money;
  createTime: string;
  updateTime: string;
  sellerResponseDueDate: string;
  messages: SimDisputeMessage[];
  evidences: SimEvidence[];
  outcome?: { code: DisputeOutcomeCode; amountRefunded: Money };
  /** Insertion order, to list disputes opened in the same second newest first. */
  sequence: number;
}

const DAY_MS = 86_400_000;

/**
 * How long the seller has to answer: an inquiry up to 20 days (PayPal's maximum, customer disputes
 * integration guide), a chargeback 10.
 */
const RESPONSE_DAYS: Record<DisputeStage, number> = { INQUIRY: 20, CHARGEBACK: 10, PRE_ARBITRATION: 10, ARBITRATION: 10 };

/** Disputes of the simulator's captures, and the changes PayPal's back office and the seller make to them. */
export class DisputeStore {
  readonly disputes = new Map<string, SimDispute>();
  private sequence = 0;

  open(capture: SimCapture, options: { reason: DisputeReason; stage: "INQUIRY" | "CHARGEBACK"; message?: string }): SimDispute {
    const now = new Date();
    const time = paypalTime(now);
    const dispute: SimDispute = {
      id: this.newId(),
      captureId: capture.id,
      buyerTransactionId: paypalId(),
      reason: options.reason,
      status: "WAITING_FOR_SELLER_RESPONSE",
      stage: options.stage,
      // A chargeback comes from the buyer's card issuer, outside PayPal.
      channel: options.stage === "CHARGEBACK" ? "EXTERNAL" : "INTERNAL",
      amount: { ...capture.amount },
      createTime: time,
      updateTime: time,
      sellerResponseDueDate: paypalTime(new Date(now.getTime() + RESPONSE_DAYS[options.stage] * DAY_MS)),
      messages: options.message ? [{ postedBy: "BUYER", timePosted: time, content: options.message, documents: [] }] : [],
      evidences: [],
      sequence: (this.sequence += 1),
    };
    this.disputes.set(dispute.id, dispute);
    return dispute;
  }

  /** Newest first. */
  all(): SimDispute[] {
    return [...this.disputes.values()].sort((a, b) => b.createTime.localeCompare(a.createTime) || b.sequence - a.sequence);
  }

  provideEvidence(dispute: SimDispute, evidences: Omit<SimEvidence, "date">[]): void {
    const time = paypalTime();
    dispute.evidences.push(...evidences.map((evidence) => ({ ...evidence, date: time })));
    dispute.status = "UNDER_REVIEW";
    dispute.updateTime = time;
  }

  addMessage(dispute: SimDispute, postedBy: "BUYER" | "SELLER", content: string, documents: SimDocument[] = []): void {
    const time = paypalTime();
    dispute.messages.push({ postedBy, timePosted: time, content, documents });
    dispute.updateTime = time;
  }

  resolve(dispute: SimDispute, code: DisputeOutcomeCode, amountRefunded: Money): void {
    dispute.status = "RESOLVED";
    dispute.outcome = { code, amountRefunded };
    dispute.updateTime = paypalTime();
  }

  clear(): void {
    this.disputes.clear();
  }

  /** PP-D- and digits, as PayPal's case ids (e.g. PP-D-27803). */
  private newId(): string {
    for (;;) {
      const id = `PP-D-${randomInt(10_000, 100_000_000)}`;
      if (!this.disputes.has(id)) return id;
    }
  }
}
