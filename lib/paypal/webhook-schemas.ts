import { fromPaypalValue } from "@/lib/money";
import { payoutItemSchema } from "@/lib/paypal/payout-schemas";
import { z } from "@/lib/validation/zod";

const money = z.object({ currency_code: z.string(), value: z.string() });
const link = z.object({ href: z.string(), rel: z.string() });

/**
 * How a verified delivery was answered (always 200, so PayPal stops sending it):
 * - processed: handled; duplicate: handled before;
 * - ignored: an event type or an order this shop does not deal with;
 * - pending: a refund or reversal of a capture the shop has not recorded yet, kept and honoured when it is;
 * - already_refunded: a capture completed for an order already refunded or reversed, acknowledged and changing nothing;
 * - malformed: PayPal signed it, but its resource is not what the event type promises (audited once).
 */
export type WebhookOutcome = "processed" | "duplicate" | "ignored" | "pending" | "already_refunded" | "malformed";

/**
 * How a stored event's last processing ended (webhook_events.outcome): a WebhookOutcome, or failed when its
 * handler threw (the delivery was answered with an error, so PayPal sends it again; an admin may process it again).
 */
export type StoredWebhookOutcome = Exclude<WebhookOutcome, "duplicate"> | "failed";

/** The envelope every PayPal webhook delivery has; the resource is checked by its handler. */
export const webhookEventSchema = z.object({
  id: z.string().min(1).max(64),
  event_type: z.string().min(1).max(100),
  resource: z.record(z.string(), z.unknown()),
});

/** PAYMENT.CAPTURE.COMPLETED: the capture; its order is in supplementary_data. */
export const captureResourceSchema = z.object({
  id: z.string(),
  status: z.string(),
  amount: money,
  supplementary_data: z.object({ related_ids: z.object({ order_id: z.string() }) }),
});

/** PAYMENT.CAPTURE.REFUNDED / REVERSED: the refund; the capture id is only in its "up" link. */
export const refundResourceSchema = z.object({
  id: z.string(),
  status: z.string().optional(),
  /** What this refund returned: a partial refund of a pack's capture is one seat's (or is not the shop's own). */
  amount: money.optional(),
  links: z.array(link),
});

export type CaptureResource = z.infer<typeof captureResourceSchema>;
export type RefundResource = z.infer<typeof refundResourceSchema>;

/** The events that take a capture's money back. */
export const REFUND_EVENT_TYPES = ["PAYMENT.CAPTURE.REFUNDED", "PAYMENT.CAPTURE.REVERSED"] as const;

/** What a refund returned, in cents, when its event says so in a form PayPal writes amounts in; undefined otherwise. */
export function refundAmountCents(refund: RefundResource): number | undefined {
  const value = refund.amount?.value;
  return value !== undefined && /^\d{1,9}(\.\d{1,2})?$/.test(value) ? fromPaypalValue(value) : undefined;
}

/** The capture id a refund's "up" link points at (…/v2/payments/captures/{id}). */
export function captureIdOfRefund(links: { href: string; rel: string }[]): string | null {
  const up = links.find((l) => l.rel === "up")?.href ?? "";
  return /\/v2\/payments\/captures\/([A-Za-z0-9]{1,64})$/.exec(up)?.[1] ?? null;
}

/** The capture a refund or reversal event is for, stored with the event so it can be kept until that capture is recorded. */
export function refundedCaptureId(event: { event_type: string; resource: unknown }): string | null {
  if (!(REFUND_EVENT_TYPES as readonly string[]).includes(event.event_type)) return null;
  const refund = refundResourceSchema.safeParse(event.resource);
  return refund.success ? captureIdOfRefund(refund.data.links) : null;
}

/**
 * PAYMENT.PAYOUTS-ITEM.* (SUCCEEDED, FAILED, RETURNED, BLOCKED, UNCLAIMED,
 * DENIED, HELD, REFUNDED, CANCELED): the resource is the payout item as GET
 * /v1/payments/payouts-item/{id} shows it (resource_type "payouts_item").
 * Parsed here for the payout ledger; handle-webhook-event.ts does not act on
 * these events yet and acknowledges them as "ignored".
 */
export const payoutItemResourceSchema = payoutItemSchema;

export type PayoutItemWebhookResource = z.infer<typeof payoutItemResourceSchema>;

/** A whole PAYMENT.PAYOUTS-ITEM.* delivery: the envelope with its resource checked. */
export const payoutItemWebhookEventSchema = webhookEventSchema.extend({
  event_type: z.string().startsWith("PAYMENT.PAYOUTS-ITEM."),
  resource: payoutItemResourceSchema,
});

/** "Process again" on the dashboard's Webhooks tab: one stored event. */
export const processWebhookEventAgainSchema = z.object({ id: z.uuid("Unknown event") });
