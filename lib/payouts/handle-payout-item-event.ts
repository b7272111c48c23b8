import "server-only";

import { prisma } from "@/lib/database/db";
import { applyPayoutOutcome } from "@/lib/payouts/apply-payout-outcome";
import { completePayoutRunIfSettled } from "@/lib/payouts/complete-payout-run";
import { getPayoutItem } from "@/lib/paypal/payouts";
import type { PayoutItemWebhookResource, WebhookOutcome } from "@/lib/paypal/webhook-schemas";

/**
 * A verified PAYMENT.PAYOUTS-ITEM.* event. Events can come out of order (a late PENDING after a SUCCESS, an
 * UNCLAIMED before a claim), so the event only says which item to look at: its state is read back from PayPal
 * and recorded by applyPayoutOutcome; the run completes when that was its last open item. An item of no run of
 * this shop is acknowledged and ignored.
 */
export async function handlePayoutItemEvent(resource: PayoutItemWebhookResource): Promise<WebhookOutcome> {
  const senderItemId = resource.payout_item.sender_item_id;
  const item = senderItemId && /^[0-9a-f-]{36}$/.test(senderItemId) ? await prisma.payoutItem.findUnique({ where: { id: senderItemId } }) : null;
  if (!item) return "ignored";
  const current = await getPayoutItem(resource.payout_item_id);
  const run = await prisma.payoutRun.findUniqueOrThrow({ where: { id: item.runId }, select: { sentAt: true } });
  await prisma.$transaction(async (tx) => {
    await applyPayoutOutcome(tx, item.id, current, run.sentAt?.toISOString() ?? null);
    await completePayoutRunIfSettled(tx, item.runId);
  });
  return "processed";
}
