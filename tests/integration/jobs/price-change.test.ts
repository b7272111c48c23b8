import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { prisma, sql } from "@/lib/database/db";
import { ABANDONED_AFTER_MINUTES, dropAbandonedRefreshQueues, workPriceChanges } from "@/lib/jobs/price-change-worker";
import { startJobs, stopJobs } from "@/lib/jobs/start-jobs";
import { cancelSale } from "@/lib/pricing/cancel-sale";
import { scheduleSale } from "@/lib/pricing/schedule-sale";
import { scheduleSaleSchema } from "@/lib/pricing/schemas";
import { createBoss } from "@/lib/queue/boss";
import { QUEUES } from "@/lib/queue/queues";

import { ADMIN_CTX } from "../../support/admin-fixtures";
import { clearQueue } from "../../support/jobs";
import { deletePurchases } from "../../support/purchase";

const HOUR = 3600_000;
const POLL = { timeout: 30_000, interval: 100 };

// A sale's start and end refresh the prerendered pages of every running instance, without a deploy.
describe("a sale's start and end refresh every instance's pages", () => {
  const refreshed = { first: 0, second: 0 };
  const second = createBoss({ pollingIntervalSeconds: 0.5, schedule: false, supervise: false });
  let stopSecond: () => Promise<void>;

  beforeAll(async () => {
    await clearQueue(QUEUES.priceChange);
    await startJobs({ boss: { pollingIntervalSeconds: 0.5, schedule: false }, refreshPages: async () => void refreshed.first++ });
    // A second instance of the shop: a pg-boss of its own on the same database.
    await second.start();
    stopSecond = await workPriceChanges(second, async () => void refreshed.second++);
  });
  afterAll(async () => {
    await stopSecond();
    await second.stop({ graceful: false, close: false });
    await stopJobs();
    await deletePurchases();
  });

  it("refreshes each instance once as it starts (its pages were built before), then at a sale's start, end and cancel", async () => {
    await expect.poll(() => refreshed, POLL).toEqual({ first: 1, second: 1 });

    const now = new Date();
    const input = (startHours: number, endHours: number) =>
      scheduleSaleSchema.parse({
        label: "Flash sale",
        priceCents: 400,
        startsAt: new Date(now.getTime() + startHours * HOUR).toISOString(),
        endsAt: new Date(now.getTime() + endHours * HOUR).toISOString(),
      });
    // Started a moment ago: its start job is due at once; its end is an hour away.
    const running = await scheduleSale(input(-0.001, 1), { ...ADMIN_CTX, now });
    await expect.poll(() => refreshed, POLL).toEqual({ first: 2, second: 2 });
    const waiting = await sql.query<{ start_after: Date }>(
      "SELECT start_after FROM pgboss.job WHERE name = $1 AND state = 'created' AND data->>'saleId' = $2",
      [QUEUES.priceChange, running.id],
    );
    expect(waiting.rows.map((row) => new Date(row.start_after).toISOString())).toEqual([running.endsAt]);

    await cancelSale(running.id, { ...ADMIN_CTX, now: new Date() });
    await expect.poll(() => refreshed, POLL).toEqual({ first: 3, second: 3 });
    expect(await prisma.sale.count({ where: { cancelledAt: { not: null } } })).toBe(1);
  });

  it("drops an instance's own queue when it stops", async () => {
    const before = await second.getQueues();
    const own = before.filter((queue) => queue.name.startsWith("price-refresh-"));
    expect(own.length).toBeGreaterThanOrEqual(2);
    const extra = createBoss({ pollingIntervalSeconds: 0.5, schedule: false, supervise: false });
    await extra.start();
    const stop = await workPriceChanges(extra, async () => {});
    expect((await extra.getQueues()).filter((queue) => queue.name.startsWith("price-refresh-"))).toHaveLength(own.length + 1);
    await stop();
    await extra.stop({ graceful: false, close: false });
    expect((await second.getQueues()).filter((queue) => queue.name.startsWith("price-refresh-"))).toHaveLength(own.length);
  });

  it("drops the queue of an instance that died without stopping, and keeps the running instances' own", async () => {
    const refreshQueues = async () => (await second.getQueues()).map((queue) => queue.name).filter((name) => name.startsWith("price-refresh-"));
    const running = await refreshQueues();
    // An instance that crashes: its queue stays subscribed, and the refresh published to it is never worked.
    const crashed = createBoss({ pollingIntervalSeconds: 0.5, schedule: false, supervise: false });
    await crashed.start();
    await workPriceChanges(crashed, async () => {});
    await crashed.stop({ graceful: false, close: false });
    const [dead] = (await refreshQueues()).filter((name) => !running.includes(name));
    expect(dead).toBeDefined();
    await second.send(dead ?? "", { reason: "price change" });
    // A refresh waiting a minute less than the limit is not yet given up on.
    await sql.query("UPDATE pgboss.job SET created_on = now() - make_interval(mins => $2) WHERE name = $1", [dead, ABANDONED_AFTER_MINUTES - 1]);
    expect(await dropAbandonedRefreshQueues(second)).toEqual([]);
    await sql.query("UPDATE pgboss.job SET created_on = now() - make_interval(mins => $2) WHERE name = $1", [dead, ABANDONED_AFTER_MINUTES + 1]);

    expect(await dropAbandonedRefreshQueues(second)).toEqual([dead]);
    expect((await refreshQueues()).sort()).toEqual([...running].sort());
    const subscribed = await sql.query<{ name: string }>("SELECT name FROM pgboss.subscription WHERE event = $1", ["price-changed"]);
    expect(subscribed.rows.map((row) => row.name).sort()).toEqual([...running].sort());
  });
});
