import "server-only";

import type PgBoss from "pg-boss";

import { reconcileBuyerRoles } from "@/lib/buyer-role/reconcile-buyer-roles";
import { syncBuyerRole } from "@/lib/buyer-role/sync-buyer-role";
import { discordConfig } from "@/lib/discord/discord-config";
import { log } from "@/lib/log";
import { QUEUES, SCHEDULES, type JobData } from "@/lib/queue/queues";

/**
 * Works the Discord buyer role's queues: one member's role after a link, unlink, revoke, restore or
 * erasure, and the nightly reconciliation of every member. Without the DISCORD_ settings neither runs.
 */
export async function workDiscordRoles(boss: PgBoss): Promise<void> {
  if (!discordConfig()) return;
  await boss.schedule(QUEUES.discordReconcile, SCHEDULES[QUEUES.discordReconcile]);
  await boss.work<JobData[typeof QUEUES.discordRole]>(QUEUES.discordRole, async ([job]) => {
    if (!job) return;
    const outcome = await syncBuyerRole(job.data.discordUserId);
    log.info("buyer role synced", { outcome });
  });
  await boss.work(QUEUES.discordReconcile, async () => {
    const result = await reconcileBuyerRoles();
    if (result) log.info("buyer roles reconciled", { checked: result.checked, added: result.added.length, removed: result.removed.length });
  });
}
