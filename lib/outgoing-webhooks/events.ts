import type { LicenseSource } from "@/lib/generated/prisma/enums";

/**
 * The events an outgoing webhook endpoint can hear, each a small JSON payload of ids and amounts. A buyer's e-mail
 * address (and an applicant's name and address) is only sent to an endpoint that opted into personal data.
 */
export const WEBHOOK_EVENTS = [
  "order.paid",
  "order.refunded",
  "license.granted",
  "license.revoked",
  "gift.redeemed",
  "affiliate.applied",
  "release.published",
  "dispute.created",
  "dispute.resolved",
] as const;

export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number];

type Currency = string;

/** What each event's `data` holds; `personal` is added only for endpoints that opted into personal data. */
export type WebhookEventData = {
  "order.paid": {
    orderId: string;
    paypalOrderId: string;
    captureId: string;
    amountCents: number;
    currency: Currency;
    creatorCode: string | null;
    /** The sale whose price it was bought at, if any. */
    saleId: string | null;
    gift: boolean;
    /** Licenses bought: 1, or a pack's size (its seats are each a license or a gift code). */
    quantity: number;
    /** The buyer's country when tax records know it (ISO 3166 alpha-2). */
    country: string | null;
  };
  /** `seat`: the pack's seat (1 to its size) when only that seat's amount was refunded; absent for the whole order. */
  "order.refunded": { orderId: string; captureId: string | null; amountCents: number; currency: Currency; status: "REFUNDED" | "REVERSED"; seat?: number };
  /** `source`: PURCHASE (the buyer's capture), WEBHOOK (PayPal's webhook or the reconciliation captured it), GIFT, ADMIN. */
  "license.granted": { licenseId: string; minecraftUuid: string; username: string; source: LicenseSource };
  "license.revoked": { licenseId: string; minecraftUuid: string; reason: string | null };
  "gift.redeemed": { giftId: string; orderId: string; licenseId: string };
  "affiliate.applied": { applicationId: string };
  /** A build of the mod registered (the dashboard's upload or `npm run release:add`); `sha256` of the jar, in hex. */
  "release.published": { version: string; channel: "stable" | "beta"; sha256: string; sizeBytes: number; notes: string | null };
  /** A buyer opened a PayPal dispute (`stage` INQUIRY, CHARGEBACK, …); `dueAt`: when the seller must answer by. */
  "dispute.created": DisputeEventData;
  /** PayPal decided it: `outcome` RESOLVED_SELLER_FAVOUR or RESOLVED_BUYER_FAVOUR. */
  "dispute.resolved": DisputeEventData;
};

type DisputeEventData = {
  disputeId: string;
  paypalDisputeId: string;
  orderId: string | null;
  captureId: string | null;
  reason: string;
  stage: string;
  status: string;
  amountCents: number;
  currency: Currency;
  dueAt: string | null;
  outcome: string | null;
};

/** The personal data an event can carry, for endpoints that opted in. */
export type WebhookPersonalData = { email?: string | null; name?: string | null };

/** The body of every delivery: Standard Webhooks' recommended shape. */
export type WebhookMessage<T extends WebhookEventType = WebhookEventType> = {
  type: T;
  /** When the event happened (ISO 8601, UTC). */
  timestamp: string;
  data: WebhookEventData[T] & { personal?: WebhookPersonalData };
};
