import "server-only";

import { recordAudit } from "@/lib/audit/record-audit";
import { PAYOUT_RETURN_REASONS } from "@/lib/content/affiliate-payouts";
import type { Prisma } from "@/lib/generated/prisma/client";
import { payoutOutcome } from "@/lib/paypal/payout-outcome";

/** An item as PayPal reports it now (GET of the batch or of the item). */
type ReportedItem = { payoutItemId: string; transactionStatus: string; timeProcessed: string | null };

/**
 * Records what PayPal says of one payout item (from polling or a verified webhook, both read back from PayPal):
 * - paid: the item and its lines are paid;
 * - returned (failed, returned, blocked, unclaimed after 30 days, or a paid item later refunded or reversed):
 *   the lines leave the item and are approved again, so the next run pays them, and the item keeps why;
 * - pending: only the status is noted.
 * The item row is locked, and a state it is already in changes nothing, so a webhook and a poll arriving
 * together, or an event delivered twice, apply once.
 */
export async function applyPayoutOutcome(tx: Prisma.TransactionClient, itemId: string, reported: ReportedItem, since: string | null, now = new Date()) {
  const [item] = await tx.$queryRaw<{ status: string; run_id: string; amount_cents: number }[]>`
    SELECT status, run_id, amount_cents FROM payout_items WHERE id = ${itemId}::uuid FOR UPDATE`;
  if (!item) return;
  const outcome = payoutOutcome(reported.transactionStatus, { since: reported.timeProcessed ?? since, now });
  const seen = { paypalItemId: reported.payoutItemId, transactionStatus: reported.transactionStatus.slice(0, 32) };
  if (outcome.outcome === "paid" && item.status !== "PAID" && item.status !== "RETURNED") {
    await tx.payoutItem.update({ where: { id: itemId }, data: { ...seen, status: "PAID" } });
    await tx.commission.updateMany({ where: { payoutItemId: itemId }, data: { status: "PAID", paidAt: now } });
    await recordAudit(
      { action: "payout.item_paid", actor: "paypal", success: true, details: { itemId, runId: item.run_id, amountCents: Number(item.amount_cents) } },
      tx,
    );
    return;
  }
  if (outcome.outcome === "returned" && item.status !== "RETURNED") {
    const failureReason = PAYOUT_RETURN_REASONS[outcome.reason];
    await tx.payoutItem.update({ where: { id: itemId }, data: { ...seen, status: "RETURNED", failureReason } });
    await tx.commission.updateMany({ where: { payoutItemId: itemId }, data: { status: "PENDING", paidAt: null, payoutItemId: null } });
    await recordAudit(
      {
        action: "payout.item_returned",
        actor: "paypal",
        success: false,
        details: { itemId, runId: item.run_id, reason: outcome.reason, status: reported.transactionStatus },
      },
      tx,
    );
    return;
  }
  await tx.payoutItem.update({ where: { id: itemId }, data: seen });
}
