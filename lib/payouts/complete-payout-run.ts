import "server-only";

import { recordAudit } from "@/lib/audit/record-audit";
import type { Prisma } from "@/lib/generated/prisma/client";

/**
 * Marks a sent run COMPLETED once none of its items is still open (each is paid or returned), audited once.
 * Called after every recorded outcome, from a poll or a webhook, in that outcome's transaction: whichever
 * tells the shop of the last item ends the run. Two last outcomes committed at the same moment may each see
 * the other still open: the next poll (lib/payouts/settle-payout-runs.ts) completes the run then.
 */
export async function completePayoutRunIfSettled(tx: Prisma.TransactionClient, runId: string, now = new Date()): Promise<void> {
  const open = await tx.payoutItem.count({ where: { runId, status: { in: ["PROPOSED", "SENT"] } } });
  if (open > 0) return;
  const { count } = await tx.payoutRun.updateMany({ where: { id: runId, status: "SENT" }, data: { status: "COMPLETED", completedAt: now } });
  if (count) await recordAudit({ action: "payout.complete", actor: "system", success: true, details: { runId } }, tx);
}
