import "server-only";

import type PgBoss from "pg-boss";

import { reconcileDisputes } from "@/lib/disputes/reconcile-disputes";
import { remindDueDisputes } from "@/lib/disputes/remind-due-disputes";
import { log } from "@/lib/log";
import { passUntil, QUEUES, SCHEDULES } from "@/lib/queue/queues";

/**
 * Every 15 minutes: PayPal's disputes compared with the shop's (what a webhook missed is recorded), then the due
 * dates two days away reminded. One pass at a time (stately).
 */
export async function workDisputes(boss: PgBoss): Promise<void> {
  await boss.schedule(QUEUES.disputes, SCHEDULES[QUEUES.disputes]);
  await boss.work(QUEUES.disputes, async () => {
    const until = passUntil();
    const { recorded } = await reconcileDisputes({ until });
    const reminded = await remindDueDisputes({ until });
    if (recorded + reminded > 0) log.info("disputes reconciled", { recorded, reminded });
  });
}
