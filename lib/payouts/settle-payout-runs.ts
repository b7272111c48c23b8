import "server-only";

import { prisma } from "@/lib/database/db";
import { sendPayoutRun } from "@/lib/payouts/send-payout-run";
import { syncPayoutRun } from "@/lib/payouts/sync-payout-run";

/** A month has one run: a year's worth is more than any pass can find open. */
const MAX_OPEN_RUNS = 12;

/**
 * The payouts job's pass (every few minutes, and nudged when an admin confirms a run): sends every confirmed
 * run and polls every sent one until it completes. Whatever a crash interrupted, the next pass picks up, and so it does
 * any run not started by `until` (ms since the epoch).
 */
export async function settlePayoutRuns(now = new Date(), { until = Infinity }: { until?: number } = {}): Promise<void> {
  const runs = await prisma.payoutRun.findMany({
    where: { status: { in: ["CONFIRMED", "SENT"] } },
    orderBy: { createdAt: "asc" },
    select: { id: true, status: true },
    take: MAX_OPEN_RUNS,
  });
  for (const run of runs) {
    if (Date.now() >= until) break;
    if (run.status === "CONFIRMED") await sendPayoutRun(run.id);
    else await syncPayoutRun(run.id, now);
  }
}
