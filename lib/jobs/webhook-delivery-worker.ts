import "server-only";

import type PgBoss from "pg-boss";

import { log } from "@/lib/log";
import { deliverDueWebhooks } from "@/lib/outgoing-webhooks/deliver-webhooks";
import { passUntil, QUEUES, SCHEDULES } from "@/lib/queue/queues";

/**
 * Works the outgoing webhooks' queue: each job is one pass over the due deliveries. Each delivery is claimed before
 * its try, so passes running at once, in one process or several, try it once; jobs come with each event (in its
 * transaction), at each retry's time, and every minute.
 */
export async function workWebhookDeliveries(boss: PgBoss): Promise<void> {
  await boss.schedule(QUEUES.webhookDeliver, SCHEDULES[QUEUES.webhookDeliver]);
  await boss.work(QUEUES.webhookDeliver, async () => {
    const { delivered, failed } = await deliverDueWebhooks({ until: passUntil() });
    if (delivered + failed > 0) log.info("webhook deliveries tried", { delivered, failed });
  });
}
