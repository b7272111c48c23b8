import "server-only";

import { randomUUID } from "node:crypto";

import type PgBoss from "pg-boss";

import { log } from "@/lib/log";
import { PRICE_CHANGED_EVENT, QUEUES } from "@/lib/queue/queues";

/** Each instance's own queue for price refreshes is named so, subscribed to PRICE_CHANGED_EVENT while it runs. */
const REFRESH_QUEUE_PREFIX = "price-refresh-";
/**
 * A running instance works its queue's job within seconds (it polls every few); a refresh waiting longer than this
 * was published to an instance that died without unsubscribing (killed, out of memory, its machine gone).
 */
export const ABANDONED_AFTER_MINUTES = 10;

/** Unsubscribes and drops a refresh queue and its jobs (pg-boss refuses to drop a queue that holds any). */
async function dropRefreshQueue(boss: PgBoss, queue: string) {
  await boss.unsubscribe(PRICE_CHANGED_EVENT, queue);
  await boss.getDb().executeSql("DELETE FROM pgboss.job WHERE name = $1", [queue]);
  await boss.deleteQueue(queue);
}

/**
 * Drops the refresh queues of instances that died without stopping: those whose oldest waiting refresh is older
 * than ABANDONED_AFTER_MINUTES. Without this, every price change would go on copying a job into each of them.
 * Each instance runs it as it starts; returns the queues dropped.
 */
export async function dropAbandonedRefreshQueues(boss: PgBoss): Promise<string[]> {
  const { rows } = await boss.getDb().executeSql(
    `SELECT DISTINCT name FROM pgboss.job
      WHERE name LIKE $1 AND state = 'created' AND created_on < now() - make_interval(mins => $2)`,
    [`${REFRESH_QUEUE_PREFIX}%`, ABANDONED_AFTER_MINUTES],
  );
  const abandoned = (rows as { name: string }[]).map((row) => row.name);
  for (const queue of abandoned) await dropRefreshQueue(boss, queue);
  if (abandoned.length > 0) log.warn("dropped the price refresh queues of stopped instances", { queues: abandoned.length });
  return abandoned;
}

const refreshQueueOptions = { policy: "standard", retryLimit: 20, retryDelay: 5, retryBackoff: true, expireInSeconds: 60, retentionMinutes: 60 } as const;

/**
 * Sales change the price of prerendered pages, and every instance keeps its own copies. A sale's start and end
 * are jobs (QUEUES.priceChange, queued with the sale); whichever instance works one publishes PRICE_CHANGED_EVENT,
 * and pg-boss copies it into the queue each running instance subscribed for itself, whose worker refreshes that
 * instance's pages (`refresh`). An instance also refreshes its own pages once at start: they were built before
 * whatever sale began since; and drops the queues of instances that died without stopping. Returns what to do at
 * shutdown: unsubscribe and drop the instance's queue.
 */
export async function workPriceChanges(boss: PgBoss, refresh: () => Promise<void>): Promise<() => Promise<void>> {
  await boss.work<{ saleId: string | null; edge: string }>(QUEUES.priceChange, async ([job]) => {
    if (!job) return;
    await boss.publish(PRICE_CHANGED_EVENT, job.data);
    log.info("price change published", { saleId: job.data.saleId, edge: job.data.edge });
  });
  await dropAbandonedRefreshQueues(boss);
  const queue = `${REFRESH_QUEUE_PREFIX}${randomUUID()}`;
  await boss.createQueue(queue, { name: queue, ...refreshQueueOptions });
  await boss.subscribe(PRICE_CHANGED_EVENT, queue);
  await boss.work(queue, async () => {
    await refresh();
  });
  await boss.send(queue, { reason: "instance start" });
  return async () => {
    await boss.offWork(queue);
    await dropRefreshQueue(boss, queue);
  };
}
