import "server-only";

import type PgBoss from "pg-boss";

import { sendMonthlyStatements } from "@/lib/affiliates/send-monthly-statements";
import { QUEUES, SCHEDULES } from "@/lib/queue/queues";

/**
 * Schedules and works the monthly affiliate statements: on the 1st, an hour after the payout proposal, each
 * affiliate's statement of the month that just ended is queued in the mail outbox (once per affiliate and month).
 */
export async function workAffiliateStatements(boss: PgBoss): Promise<void> {
  await boss.schedule(QUEUES.affiliateStatements, SCHEDULES[QUEUES.affiliateStatements]);
  await boss.work(QUEUES.affiliateStatements, async () => {
    await sendMonthlyStatements();
  });
}
