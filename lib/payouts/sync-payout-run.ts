import "server-only";

import { prisma } from "@/lib/database/db";
import { applyPayoutOutcome } from "@/lib/payouts/apply-payout-outcome";
import { completePayoutRunIfSettled } from "@/lib/payouts/complete-payout-run";
import { getPayoutBatch } from "@/lib/paypal/payouts";

/**
 * Polls a sent run's batch at PayPal and records each item's outcome (the webhooks may be lost or late).
 * The run is COMPLETED once every item is paid or returned. Items are matched by sender_item_id, which is
 * the item's own id.
 */
export async function syncPayoutRun(runId: string, now = new Date()): Promise<void> {
  const run = await prisma.payoutRun.findUnique({ where: { id: runId }, select: { status: true, payoutBatchId: true } });
  if (!run || run.status !== "SENT" || !run.payoutBatchId) return;
  const batch = await getPayoutBatch(run.payoutBatchId);
  const ours = new Set((await prisma.payoutItem.findMany({ where: { runId }, select: { id: true } })).map((item) => item.id));
  for (const reported of batch.items) {
    if (!reported.senderItemId || !ours.has(reported.senderItemId)) continue;
    await prisma.$transaction((tx) => applyPayoutOutcome(tx, reported.senderItemId as string, reported, batch.timeCreated, now));
  }
  await prisma.$transaction((tx) => completePayoutRunIfSettled(tx, runId, now));
}
