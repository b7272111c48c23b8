import "server-only";

import { recordAudit } from "@/lib/audit/record-audit";
import { prisma } from "@/lib/database/db";
import { recordDispute } from "@/lib/disputes/record-dispute";
import { Prisma } from "@/lib/generated/prisma/client";
import { log } from "@/lib/log";
import { handleCaptureCompleted } from "@/lib/payments/handle-capture-completed";
import { handleCaptureRefunded } from "@/lib/payments/handle-capture-refunded";
import { handlePayoutItemEvent } from "@/lib/payouts/handle-payout-item-event";
import { disputeResourceSchema } from "@/lib/paypal/dispute-schemas";
import {
  captureResourceSchema,
  payoutItemResourceSchema,
  refundedCaptureId,
  refundResourceSchema,
  webhookEventSchema,
  type StoredWebhookOutcome,
  type WebhookOutcome,
} from "@/lib/paypal/webhook-schemas";
import type { z } from "@/lib/validation/zod";

type Event = z.infer<typeof webhookEventSchema>;

/** What is kept of a failure on the event row: the message only, bounded to the column. */
const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 1000);

/**
 * Processes a verified delivery once per event id. The event is stored first;
 * it is marked processed only after its handler succeeded, so a delivery that
 * failed half-way is handled again when PayPal retries it. A refund kept for a
 * capture not recorded yet stays unprocessed: fulfilment marks it when it
 * honours it (lib/payments/record-refunded-capture.ts). Each processing's
 * outcome, attempt and error are recorded on the row for the dashboard.
 */
export async function handleWebhookEvent(payload: unknown): Promise<WebhookOutcome> {
  const parsed = webhookEventSchema.safeParse(payload);
  if (!parsed.success) return malformed(null, parsed.error);
  const event = parsed.data;
  const stored = await storeOnce(event, payload);
  if (stored.processedAt) return "duplicate";
  return processStoredEvent(stored.id, event);
}

/**
 * Runs a stored event's handler and records how it ended. A handler that
 * throws leaves the event unprocessed with outcome `failed` and its error, and
 * the error goes on to the caller (PayPal's delivery gets an error answer and
 * is sent again). The handlers are idempotent (each locks the order or the
 * capture it changes and checks what is already recorded), so running an
 * event again, after a failure or twice at once, takes its effect once.
 */
export async function processStoredEvent(id: string, event: Event): Promise<Exclude<StoredWebhookOutcome, "failed">> {
  let outcome: WebhookOutcome;
  try {
    outcome = await dispatch(event);
  } catch (error) {
    await prisma.webhookEvent
      .update({ where: { id }, data: { outcome: "failed", attempts: { increment: 1 }, lastError: errorText(error) } })
      .catch((recordError: unknown) => log.error("could not record a failed webhook event", { eventId: event.id, error: errorText(recordError) }));
    throw error;
  }
  const stored = outcome === "duplicate" ? "processed" : outcome;
  await prisma.webhookEvent.update({
    where: { id },
    data: { outcome: stored, attempts: { increment: 1 }, lastError: null, ...(outcome !== "pending" && { processedAt: new Date() }) },
  });
  return stored;
}

async function storeOnce(event: Event, payload: unknown) {
  // A dispute names itself dispute_id; every other resource id.
  const id = event.resource.id ?? event.resource.dispute_id;
  const resourceId = typeof id === "string" ? id.slice(0, 64) : null;
  try {
    return await prisma.webhookEvent.create({
      data: { eventId: event.id, eventType: event.event_type, resourceId, captureId: refundedCaptureId(event), payload: payload as Prisma.InputJsonValue },
    });
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      return prisma.webhookEvent.findUniqueOrThrow({ where: { eventId: event.id } });
    }
    throw error;
  }
}

async function dispatch(event: Event): Promise<WebhookOutcome> {
  switch (event.event_type) {
    case "PAYMENT.CAPTURE.COMPLETED": {
      const capture = captureResourceSchema.safeParse(event.resource);
      return capture.success ? handleCaptureCompleted(event.id, capture.data) : malformed(event, capture.error);
    }
    case "PAYMENT.CAPTURE.REFUNDED":
    case "PAYMENT.CAPTURE.REVERSED": {
      const refund = refundResourceSchema.safeParse(event.resource);
      return refund.success ? handleCaptureRefunded(event, refund.data) : malformed(event, refund.error);
    }
    case "CUSTOMER.DISPUTE.CREATED":
    case "CUSTOMER.DISPUTE.UPDATED":
    case "CUSTOMER.DISPUTE.RESOLVED": {
      const dispute = disputeResourceSchema.safeParse(event.resource);
      if (!dispute.success) return malformed(event, dispute.error);
      await recordDispute(dispute.data);
      return "processed";
    }
    default: {
      if (!event.event_type.startsWith("PAYMENT.PAYOUTS-ITEM.")) return "ignored";
      const payout = payoutItemResourceSchema.safeParse(event.resource);
      return payout.success ? handlePayoutItemEvent(payout.data) : malformed(event, payout.error);
    }
  }
}

/**
 * PayPal signed it, so it is no forgery, but it is not what its type promises.
 * Answering an error would have PayPal send it again for days and change
 * nothing, so it is acknowledged and audited once (the stored event is marked
 * processed); a capture it was about is still found by the reconciliation pass.
 */
async function malformed(event: Event | null, error: z.ZodError): Promise<"malformed"> {
  // Where the shape is wrong, never the values: the resource may carry payer details.
  const fields = error.issues.slice(0, 10).map((issue) => issue.path.join(".") || "(root)");
  log.warn("verified webhook with a malformed resource", { eventId: event?.id, eventType: event?.event_type, fields });
  await recordAudit({
    action: "webhook.malformed",
    actor: "paypal",
    success: false,
    details: { eventId: event?.id ?? null, eventType: event?.event_type ?? null, fields },
  });
  return "malformed";
}
