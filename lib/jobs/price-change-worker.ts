import "server-only";

import { randomUUID } from "node:crypto";

import type PgBoss from "pg-boss";

import { log } from "@/lib/log";
import { PRICE_CHANGED_EVENT, QUEUES } from "@/lib/queue/queues";

/** This instance's own queue for price refreshes, subscribed to PRICE_CHANGED_EVENT while it runs. */
const refreshQueueOptions = { policy: "standard", retryLimit: 20, retryDelay: 5, retryBackoff: true, expireInSeconds: 60, retentionMinutes: 60 } as const;

/**
 * Sales change the price of prerendered pages, and every instance keeps its own copies. A sale's start and end
 * are jobs (QUEUES.priceChange, queued with the sale); whichever instance works one publishes PRICE_CHANGED_EVENT,
 * and pg-boss copies it into the queue each running instance subscribed for itself, whose worker refreshes that
 * instance's pages (`refresh`). An instance also refreshes its own pages once at start: they were built before
 * whatever sale began since. Returns what to do at shutdown: unsubscribe and drop the instance's queue.
 */
export async function workPriceChanges(boss: PgBoss, refresh: () => Promise<void>): Promise<() => Promise<void>> {
  await boss.work<{ saleId: string; edge: string }>(QUEUES.priceChange, async ([job]) => {
    if (!job) return;
    await boss.publish(PRICE_CHANGED_EVENT, job.data);
    log.info("price change published", { saleId: job.data.saleId, edge: job.data.edge });
  });
  const queue = `price-refresh-${randomUUID()}`;
  await boss.createQueue(queue, { name: queue, ...refreshQueueOptions });
  await boss.subscribe(PRICE_CHANGED_EVENT, queue);
  await boss.work(queue, async () => {
    await refresh();
  });
  await boss.send(queue, { reason: "instance start" });
  return async () => {
    await boss.unsubscribe(PRICE_CHANGED_EVENT, queue);
    await boss.offWork(queue);
    // pg-boss refuses to drop a queue that still holds jobs, finished ones included: they were only refreshes.
    await boss.getDb().executeSql("DELETE FROM pgboss.job WHERE name = $1", [queue]);
    await boss.deleteQueue(queue);
  };
}
