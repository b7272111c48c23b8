import "server-only";

import type PgBoss from "pg-boss";

import { proposePayoutRun } from "@/lib/payouts/propose-payout-run";
import { settlePayoutRuns } from "@/lib/payouts/settle-payout-runs";
import { passUntil, QUEUES, SCHEDULES } from "@/lib/queue/queues";

/**
 * Schedules and works the affiliate payouts: the monthly proposal, and the pass that sends confirmed runs
 * and polls sent ones. Both queues are stately, so a pass never overlaps the next.
 */
export async function workPayouts(boss: PgBoss): Promise<void> {
  await boss.schedule(QUEUES.proposePayout, SCHEDULES[QUEUES.proposePayout]);
  await boss.schedule(QUEUES.settlePayouts, SCHEDULES[QUEUES.settlePayouts]);
  await boss.work(QUEUES.proposePayout, async () => {
    await proposePayoutRun();
  });
  await boss.work(QUEUES.settlePayouts, async () => {
    await settlePayoutRuns(new Date(), { until: passUntil() });
  });
}
