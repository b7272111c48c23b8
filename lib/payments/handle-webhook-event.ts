import "server-only";

import { recordAudit } from "@/lib/audit/record-audit";
import { prisma } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { revokeForRefund } from "@/lib/licenses/revoke-for-refund";
import { log } from "@/lib/log";
import { fulfilOrder } from "@/lib/payments/fulfil-order";
import { fromPaypalValue } from "@/lib/payments/pricing";
import { captureIdOfRefund, captureResourceSchema, refundResourceSchema, webhookEventSchema } from "@/lib/payments/webhook-schemas";

type Event = { id: string; event_type: string; resource: Record<string, unknown> };

/**
 * Processes a verified delivery once per event id. The event is stored first;
 * it is marked processed only after its handler succeeded, so a delivery that
 * failed half-way is handled again when PayPal retries it.
 */
export async function handleWebhookEvent(payload: unknown): Promise<"processed" | "duplicate" | "ignored"> {
  const event = webhookEventSchema.parse(payload);
  const stored = await storeOnce(event, payload);
  if (stored.processedAt) return "duplicate";

  const outcome = await dispatch(event);
  await prisma.webhookEvent.update({ where: { id: stored.id }, data: { processedAt: new Date() } });
  return outcome;
}

async function storeOnce(event: Event, payload: unknown) {
  const resourceId = typeof event.resource.id === "string" ? event.resource.id.slice(0, 64) : null;
  try {
    return await prisma.webhookEvent.create({ data: { eventId: event.id, eventType: event.event_type, resourceId, payload: payload as Prisma.InputJsonValue } });
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      return prisma.webhookEvent.findUniqueOrThrow({ where: { eventId: event.id } });
    }
    throw error;
  }
}

async function dispatch(event: Event): Promise<"processed" | "ignored"> {
  switch (event.event_type) {
    case "PAYMENT.CAPTURE.COMPLETED": {
      const capture = captureResourceSchema.parse(event.resource);
      const orderId = capture.supplementary_data.related_ids.order_id;
      if (!(await prisma.order.findUnique({ where: { paypalOrderId: orderId }, select: { id: true } }))) {
        log.warn("webhook for an order this shop did not create", { eventId: event.id, orderId });
        return "ignored";
      }
      const payment = { captureId: capture.id, status: capture.status, amountCents: fromPaypalValue(capture.amount.value), currency: capture.amount.currency_code };
      await fulfilOrder(orderId, payment, "WEBHOOK");
      return "processed";
    }
    case "PAYMENT.CAPTURE.REFUNDED":
    case "PAYMENT.CAPTURE.REVERSED": {
      const refund = refundResourceSchema.parse(event.resource);
      const captureId = captureIdOfRefund(refund.links);
      const kind = event.event_type === "PAYMENT.CAPTURE.REFUNDED" ? "REFUNDED" : "REVERSED";
      if (!captureId || !(await revokeForRefund(captureId, kind))) {
        await recordAudit({ action: "webhook.unmatched", actor: "paypal", success: false, details: { eventId: event.id, eventType: event.event_type, captureId } });
        return "ignored";
      }
      return "processed";
    }
    default:
      return "ignored";
  }
}
