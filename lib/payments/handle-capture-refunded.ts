import "server-only";

import { recordAudit } from "@/lib/audit/record-audit";
import { log } from "@/lib/log";
import { revokeForRefund } from "@/lib/payments/revoke-for-refund";
import { captureIdOfRefund, refundAmountCents, type RefundResource, type WebhookOutcome } from "@/lib/paypal/webhook-schemas";

type Event = { id: string; event_type: string };

/**
 * PAYMENT.CAPTURE.REFUNDED / REVERSED: deactivates the license (unless another
 * completed order pays for it) and voids the commission; for a pack, the seat
 * the refund was made for, or the whole pack (lib/payments/revoke-for-refund.ts). PayPal does not
 * promise to deliver events in order: a refund of a capture the shop has not
 * recorded yet (its COMPLETED event is late, or the buyer's capture call never
 * arrived) is kept, unprocessed, with its capture id, and fulfilment honours
 * it when it records that capture, instead of issuing a license.
 */
export async function handleCaptureRefunded(event: Event, refund: RefundResource): Promise<WebhookOutcome> {
  const kind = event.event_type === "PAYMENT.CAPTURE.REFUNDED" ? "REFUNDED" : "REVERSED";
  const captureId = captureIdOfRefund(refund.links);
  if (!captureId) {
    await recordAudit({
      action: "webhook.malformed",
      actor: "paypal",
      success: false,
      details: { eventId: event.id, eventType: event.event_type, fields: ["links.up"] },
    });
    return "malformed";
  }
  if (await revokeForRefund(captureId, kind, { id: refund.id, amountCents: refundAmountCents(refund) })) return "processed";

  log.warn("refund kept for a capture the shop has not recorded yet", { eventId: event.id, eventType: event.event_type, captureId });
  await recordAudit({ action: "webhook.refund_kept", actor: "paypal", success: true, details: { eventId: event.id, eventType: event.event_type, captureId } });
  return "pending";
}
