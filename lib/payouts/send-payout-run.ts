import "server-only";

import { recordAudit } from "@/lib/audit/record-audit";
import { PAYOUT_BATCH } from "@/lib/content/affiliate-payouts";
import { prisma } from "@/lib/database/db";
import { log } from "@/lib/log";
import { createPayoutBatch } from "@/lib/paypal/payouts";

/** The batch's sender_batch_id: derived from the run, so every retry names the same batch and PayPal pays it once. */
export const senderBatchIdOf = (runId: string) => `payout-run-${runId}`;

/**
 * Sends a confirmed run as one PayPal Payouts batch (the payouts job): one item per affiliate, its
 * sender_item_id the item's id. A retry after a lost answer or a crash sends the same sender_batch_id and
 * PayPal-Request-Id, so PayPal answers the first batch instead of paying again. A run not CONFIRMED is left
 * as it is. PayPal's refusal or outage throws, and the job retries with backoff.
 */
export async function sendPayoutRun(runId: string): Promise<void> {
  const run = await prisma.payoutRun.findUnique({ where: { id: runId }, include: { items: true } });
  if (!run || run.status !== "CONFIRMED") return;
  const result = await createPayoutBatch({
    senderBatchId: senderBatchIdOf(run.id),
    emailSubject: PAYOUT_BATCH.emailSubject,
    items: run.items.map((item) => ({
      senderItemId: item.id,
      receiverEmail: item.receiverEmail,
      amountCents: item.amountCents,
      note: PAYOUT_BATCH.note(run.period),
    })),
  });
  const payoutBatchId = result.payoutBatchId;
  if (!payoutBatchId)
    log.error("PayPal has this payout batch but did not name it: look it up in PayPal's dashboard", { runId, senderBatchId: senderBatchIdOf(run.id) });
  await prisma.$transaction(async (tx) => {
    const { count } = await tx.payoutRun.updateMany({
      where: { id: run.id, status: "CONFIRMED" },
      data: { status: "SENT", payoutBatchId, sentAt: new Date() },
    });
    if (count === 0) return;
    await tx.payoutItem.updateMany({ where: { runId: run.id, status: "PROPOSED" }, data: { status: "SENT" } });
    await recordAudit({ action: "payout.send", actor: "system", success: true, details: { runId: run.id, payoutBatchId, result: result.kind } }, tx);
  });
}
