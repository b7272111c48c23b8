import "server-only";

import { AppError } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import type { AdminContext } from "@/lib/auth/admin-context";
import { prisma } from "@/lib/database/db";
import { nudge } from "@/lib/queue/boss";
import { QUEUES } from "@/lib/queue/queues";

/**
 * An admin confirms a proposed run: it becomes CONFIRMED, and the payouts job sends its batch
 * (lib/payouts/send-payout-run.ts). The run is locked, so confirming twice, or two admins at once, confirm it
 * once: the second answers `alreadyConfirmed` and sends nothing.
 */
export async function confirmPayoutRun(runId: string, ctx: AdminContext): Promise<{ alreadyConfirmed: boolean }> {
  return prisma.$transaction(async (tx) => {
    const [run] = await tx.$queryRaw<{ status: string; period: string; total_cents: number }[]>`
      SELECT status, period, total_cents FROM payout_runs WHERE id = ${runId}::uuid FOR UPDATE`;
    if (!run) throw new AppError("not_found", "No such payout run.");
    if (run.status !== "PROPOSED") return { alreadyConfirmed: true };
    await tx.payoutRun.update({ where: { id: runId }, data: { status: "CONFIRMED", confirmedAt: new Date(), confirmedBy: ctx.admin.username } });
    await recordAudit(
      {
        action: "payout.confirm",
        actor: ctx.admin.username,
        success: true,
        ipAddress: ctx.ipAddress,
        details: { runId, period: run.period, totalCents: Number(run.total_cents) },
      },
      tx,
    );
    // Sent at once rather than at the next 10-minute pass; the job is queued only if this commits.
    await nudge(QUEUES.settlePayouts, {}, { tx });
    return { alreadyConfirmed: false };
  });
}
