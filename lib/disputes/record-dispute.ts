import "server-only";

import { prisma } from "@/lib/database/db";
import { queueDisputeNotice } from "@/lib/disputes/dispute-notice";
import { applyDisputeOutcome } from "@/lib/disputes/dispute-outcome";
import type { Prisma } from "@/lib/generated/prisma/client";
import { fromPaypalValue } from "@/lib/money";
import { emitWebhookEvent } from "@/lib/outgoing-webhooks/emit-webhook-event";
import type { DisputeResource } from "@/lib/paypal/dispute-schemas";

export type RecordedDispute = { outcome: "created" | "updated" | "unchanged"; disputeId: string };

/** What a row keeps of PayPal's dispute. */
function rowOf(resource: DisputeResource) {
  const amountCents = fromPaypalValue(resource.dispute_amount.value);
  const resolved = resource.status === "RESOLVED";
  return {
    reason: resource.reason,
    stage: resource.dispute_life_cycle_stage ?? "INQUIRY",
    status: resource.status,
    amountCents: Number.isNaN(amountCents) ? 0 : amountCents,
    currency: resource.dispute_amount.currency_code.toUpperCase(),
    dueAt: resource.seller_response_due_date ? new Date(resource.seller_response_due_date) : null,
    outcome: resource.dispute_outcome?.outcome_code ?? null,
    messages: (resource.messages ?? []).map((m) => ({ postedBy: m.posted_by ?? null, at: m.time_posted ?? null, content: m.content ?? "" })),
    paypalUpdatedAt: new Date(resource.update_time),
    resolvedAt: resolved ? new Date(resource.update_time) : null,
  };
}

/**
 * Records a dispute as PayPal shows it, from a webhook or the reconciliation, once: the first sight creates the row
 * (its order found by the disputed capture), tells the admins and the seller's endpoints; a later state replaces it
 * only when PayPal's update_time is newer, so events arriving out of order or twice change nothing. Resolving it is
 * announced and acted on (lib/disputes/dispute-outcome.ts) once, by the writer that moved it to RESOLVED.
 */
export async function recordDispute(
  resource: DisputeResource,
  {
    now = new Date(),
    current = false,
  }: { now?: Date; /** Read from PayPal just now (GET), not an event: it is the newest state even at the same second. */ current?: boolean } = {},
): Promise<RecordedDispute> {
  const captureId = resource.disputed_transactions?.find((t) => t.seller_transaction_id)?.seller_transaction_id ?? null;
  const row = rowOf(resource);
  return prisma.$transaction(async (tx) => {
    const order = captureId ? await tx.order.findUnique({ where: { captureId }, select: { id: true, username: true } }) : null;
    const data = { ...row, messages: row.messages as Prisma.InputJsonValue };
    const { count } = await tx.dispute.createMany({
      data: [{ paypalDisputeId: resource.dispute_id, captureId, orderId: order?.id ?? null, openedAt: new Date(resource.create_time), ...data }],
      skipDuplicates: true,
    });
    const [stored] = await tx.$queryRaw<
      { id: string; paypal_updated_at: Date; resolved_at: Date | null; claim_accepted_at: Date | null; license_suspended_at: Date | null }[]
    >`
      SELECT id, paypal_updated_at, resolved_at, claim_accepted_at, license_suspended_at
      FROM disputes WHERE paypal_dispute_id = ${resource.dispute_id} FOR UPDATE`;
    if (!stored) throw new Error(`dispute ${resource.dispute_id} vanished while it was recorded`);
    const settled = {
      id: stored.id,
      paypalDisputeId: resource.dispute_id,
      captureId,
      outcome: row.outcome,
      claimAcceptedAt: stored.claim_accepted_at,
      licenseSuspendedAt: stored.license_suspended_at,
    };
    const event = { disputeId: stored.id, paypalDisputeId: resource.dispute_id, orderId: order?.id ?? null, captureId, ...eventFields(row) };
    if (count === 1) {
      await queueDisputeNotice(tx, { kind: "opened", disputeId: stored.id, row, username: order?.username ?? null, now });
      await emitWebhookEvent(tx, "dispute.created", event, { at: now });
      if (row.resolvedAt) {
        await emitWebhookEvent(tx, "dispute.resolved", event, { at: now });
        await applyDisputeOutcome(tx, settled, now);
      }
      return { outcome: "created", disputeId: stored.id };
    }
    // Newer wins. PayPal's times are to the second: at the same second, a state read from PayPal just now wins (unless the
    // row is resolved, which is final), and of events only RESOLVED, the final state, does.
    const storedAt = stored.paypal_updated_at.getTime();
    const at = row.paypalUpdatedAt.getTime();
    const sameSecondWins = current ? !stored.resolved_at : row.resolvedAt !== null && !stored.resolved_at;
    if (at < storedAt || (at === storedAt && !sameSecondWins)) return { outcome: "unchanged", disputeId: stored.id };
    await tx.dispute.update({ where: { id: stored.id }, data: { ...data, ...(order && { orderId: order.id }), ...(captureId && { captureId }) } });
    if (row.resolvedAt && !stored.resolved_at) {
      await emitWebhookEvent(tx, "dispute.resolved", event, { at: now });
      await applyDisputeOutcome(tx, settled, now);
    }
    return { outcome: "updated", disputeId: stored.id };
  });
}

const eventFields = (row: ReturnType<typeof rowOf>) => ({
  reason: row.reason,
  stage: row.stage,
  status: row.status,
  amountCents: row.amountCents,
  currency: row.currency,
  dueAt: row.dueAt?.toISOString() ?? null,
  outcome: row.outcome,
});
