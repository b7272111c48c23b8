import "server-only";

import { AppError } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import type { AdminContext } from "@/lib/auth/admin-context";
import { prisma } from "@/lib/database/db";
import { webhookEventSchema, type StoredWebhookOutcome } from "@/lib/paypal/webhook-schemas";
import { processStoredEvent } from "@/lib/webhooks/handle-webhook-event";

/**
 * "Process again" on the dashboard's Webhooks tab: runs the handler of a
 * stored event whose processing failed, from the payload PayPal sent (it was
 * verified when it arrived). Safe to repeat: the handlers take each effect
 * once (a second license, refund or commission is never made), so a click
 * that races PayPal's own redelivery changes nothing twice. Audited with how
 * it ended; a processing that fails again answers `failed` and keeps its error.
 */
export async function processWebhookEventAgain(id: string, ctx: AdminContext): Promise<{ outcome: StoredWebhookOutcome }> {
  const stored = await prisma.webhookEvent.findUnique({ where: { id } });
  if (!stored) throw new AppError("not_found", "No such webhook event.");
  if (stored.outcome !== "failed" || stored.processedAt) throw new AppError("conflict", "Only an event whose processing failed can be processed again.");
  const event = webhookEventSchema.safeParse(stored.payload);
  // A buyer's erasure replaces the payload; there is nothing left to process.
  if (!event.success) throw new AppError("conflict", "This event's payload is no longer stored.");

  let outcome: StoredWebhookOutcome;
  try {
    outcome = await processStoredEvent(stored.id, event.data);
  } catch {
    outcome = "failed";
  }
  await recordAudit({
    action: "webhook.process_again",
    actor: ctx.admin.username,
    success: outcome !== "failed",
    ipAddress: ctx.ipAddress,
    details: { eventId: stored.eventId, eventType: stored.eventType, outcome },
  });
  return { outcome };
}
