import "server-only";

import type PgBoss from "pg-boss";

import { log } from "@/lib/log";
import { QUEUES, SCHEDULES } from "@/lib/queue/queues";
import { purgeVisitorSalts } from "@/lib/referrals/purge-visitor-salts";

/**
 * Schedules the purge of old referral visitor-hash salts every hour and works
 * it, so a salt is deleted on time even on days without a referral visit.
 */
export async function workPurgeVisitorSalts(boss: PgBoss): Promise<string> {
  await boss.schedule(QUEUES.purgeVisitorSalts, SCHEDULES[QUEUES.purgeVisitorSalts]);
  return boss.work(QUEUES.purgeVisitorSalts, async () => {
    const deleted = await purgeVisitorSalts(new Date());
    if (deleted) log.info("referral visitor salts deleted", { deleted });
  });
}
