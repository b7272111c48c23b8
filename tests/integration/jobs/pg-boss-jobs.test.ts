import type PgBoss from "pg-boss";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import { prisma, sql } from "@/lib/database/db";
import { workAffiliateStatements } from "@/lib/jobs/affiliate-statements-worker";
import { workMail } from "@/lib/jobs/mail-worker";
import { queueReceipt, type CapturedOrder } from "@/lib/payments/queue-receipt";
import { createBoss, enqueue } from "@/lib/queue/boss";
import { QUEUES } from "@/lib/queue/queues";

import { clearQueue } from "../../support/jobs";
import { deletePurchases } from "../../support/purchase";
import { startSmtp } from "../../support/smtp-server";

type JobRow = { id: string; state: string; data: { dedupeKey?: string }; start_after: Date; retry_count: number };
const jobsOf = async (queue: string) =>
  (await sql.query<JobRow>("SELECT id, state, data, start_after, retry_count FROM pgboss.job WHERE name = $1 ORDER BY created_on", [queue])).rows;
const fast = { pollingIntervalSeconds: 0.5, schedule: false, supervise: false } as const;

/** A captured order, as fulfilment hands it to queueReceipt. */
async function orderRow(tag: string): Promise<CapturedOrder> {
  const captured = { captureId: `JOBS-CAP-${tag}-${Date.now()}`, capturedAt: new Date() };
  const order = await prisma.order.create({
    data: {
      ...captured,
      paypalOrderId: `JOBS-${tag}-${Date.now()}`,
      username: "Job_Buyer",
      minecraftUuid: crypto.randomUUID(),
      email: "jobs@example.com",
      amountCents: 500,
      currency: "USD",
      tosVersion: "1",
      tosAcceptedAt: new Date(),
      ipAddress: "192.0.2.1",
    },
  });
  return { ...order, ...captured };
}

describe("durable jobs on pg-boss", () => {
  const bosses: PgBoss[] = [];
  const boss = async (options: Partial<PgBoss.ConstructorOptions> = {}) => {
    const instance = createBoss({ ...fast, ...options });
    bosses.push(instance);
    await instance.start();
    return instance;
  };
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    smtp = await startSmtp();
  });
  afterAll(() => smtp.close());
  afterEach(async () => {
    await Promise.all(bosses.splice(0).map((instance) => instance.stop({ graceful: false, close: false })));
    for (const queue of Object.values(QUEUES)) await clearQueue(queue);
    await deletePurchases();
    smtp.received.length = 0;
  });

  it("queues the receipt's mail job in the fulfilment transaction, and rolls it back with it", async () => {
    await clearQueue(QUEUES.mail);
    const order = await orderRow("rollback");
    await expect(
      prisma.$transaction(async (tx) => {
        await queueReceipt(tx, { order, delivery: { downloadToken: "token-rolled-back" } });
        throw new Error("fulfilment failed later");
      }),
    ).rejects.toThrow("fulfilment failed later");
    expect(await jobsOf(QUEUES.mail)).toEqual([]);
    expect(await prisma.emailOutbox.count()).toBe(0);

    await prisma.$transaction((tx) => queueReceipt(tx, { order, delivery: { downloadToken: "token-kept" } }));
    const [job, ...more] = await jobsOf(QUEUES.mail);
    expect(more).toEqual([]);
    expect(job).toMatchObject({ state: "created", data: { dedupeKey: `receipt:${order.id}` } });
  });

  it("sends a queued receipt once while two instances' mail workers run at once", async () => {
    const order = await orderRow("once");
    await prisma.$transaction((tx) => queueReceipt(tx, { order, delivery: { downloadToken: "token-once" } }));
    // More nudges than mail: both instances run delivery passes over the same outbox at the same time.
    for (let i = 0; i < 5; i += 1) await enqueue(QUEUES.mail, {});
    const [first, second] = [await boss(), await boss()];
    await workMail(first as PgBoss, { smtpUrl: smtp.url, from: "shop@example.com" });
    await workMail(second as PgBoss, { smtpUrl: smtp.url, from: "shop@example.com" });
    await expect.poll(async () => (await jobsOf(QUEUES.mail)).every((job) => job.state === "completed"), { timeout: 30_000, interval: 100 }).toBe(true);
    expect(smtp.received).toHaveLength(1);
    expect(await prisma.emailOutbox.findFirstOrThrow()).toMatchObject({ status: "SENT", attempts: 1 });
  });

  it("retries a failing job with a growing delay (retryBackoff), then completes it", async () => {
    const instance = await boss();
    const attempts: number[] = [];
    await instance.work(QUEUES.resendLinks, async () => {
      attempts.push(Date.now());
      if (attempts.length < 3) throw new Error("transient failure");
    });
    const id = await enqueue(QUEUES.resendLinks, { email: "retry@example.com", ipAddress: "192.0.2.2", requestedAt: new Date().toISOString() });
    const waits: number[] = [];
    for (const attempt of [1, 2]) {
      await expect.poll(() => attempts.length, { timeout: 30_000, interval: 100 }).toBe(attempt);
      await expect.poll(async () => (await jobsOf(QUEUES.resendLinks)).find((job) => job.id === id)?.state, { timeout: 30_000, interval: 100 }).toBe("retry");
      const { rows } = await sql.query<{ wait: number }>("SELECT extract(epoch FROM start_after - now())::float AS wait FROM pgboss.job WHERE id = $1", [id]);
      waits.push(rows[0]?.wait ?? 0);
      // Make the retry due now instead of waiting it out.
      await sql.query("UPDATE pgboss.job SET start_after = now() WHERE id = $1", [id]);
    }
    await expect.poll(async () => (await jobsOf(QUEUES.resendLinks)).find((job) => job.id === id)?.state, { timeout: 30_000, interval: 100 }).toBe("completed");
    expect(attempts).toHaveLength(3);
    // retryDelay 10 s with backoff: the first retry waits 10–20 s, the second 20–40 s.
    expect(waits[0]).toBeGreaterThan(5);
    expect(waits[1]).toBeGreaterThan(15);
    expect(waits[1]).toBeGreaterThan(waits[0] ?? 0);
  });

  it("retries a job whose worker died while holding it", async () => {
    const dead = await boss();
    await dead.send(
      QUEUES.resendLinks,
      { email: "dead@example.com", ipAddress: "192.0.2.3", requestedAt: new Date().toISOString() },
      { expireInSeconds: 1, retryDelay: 0, retryBackoff: false },
    );
    // The first instance takes the job and never finishes it, as a process killed mid-job.
    const [held] = await dead.fetch(QUEUES.resendLinks);
    expect(held).toBeDefined();
    const survivor = await boss({ supervise: true, maintenanceIntervalSeconds: 1 });
    const picked: string[] = [];
    await survivor.work(QUEUES.resendLinks, async ([job]) => void (job && picked.push(job.id)));
    await expect.poll(() => picked, { timeout: 30_000, interval: 100 }).toEqual([held?.id]);
  });

  it("runs the scheduled reconciliation once per period across two instances", async () => {
    // A period is a clock minute: keep the test inside one, starting it at least 20 seconds before the next.
    await vi.waitFor(() => expect(Date.now() % 60_000).toBeLessThan(40_000), { timeout: 25_000, interval: 200 });
    await sql.query("UPDATE pgboss.version SET cron_on = NULL");
    const runs: string[] = [];
    const scheduling = { schedule: true, cronMonitorIntervalSeconds: 1, cronWorkerIntervalSeconds: 1 };
    for (const name of ["first", "second"]) {
      const instance = await boss(scheduling);
      await instance.schedule(QUEUES.reconcile, "* * * * *");
      await instance.work(QUEUES.reconcile, async () => void runs.push(name));
    }
    await expect.poll(() => runs.length, { timeout: 30_000, interval: 100 }).toBe(1);
    // Both schedulers keep ticking every second: wait for three more ticks, then count again.
    const { rows } = await sql.query<{ at: Date }>("SELECT cron_on AS at FROM pgboss.version");
    const tickedAt = new Date(rows[0]?.at ?? 0).getTime();
    await expect
      .poll(async () => new Date((await sql.query<{ at: Date }>("SELECT cron_on AS at FROM pgboss.version")).rows[0]?.at ?? 0).getTime() - tickedAt, {
        timeout: 30_000,
        interval: 200,
      })
      .toBeGreaterThanOrEqual(3_000);
    expect(runs).toHaveLength(1);
    await Promise.all(bosses.map((instance) => instance.unschedule(QUEUES.reconcile)));
  });

  it("schedules the monthly affiliate statements an hour after the payout proposal, one pass at a time", async () => {
    const instance = await boss();
    expect(await instance.getQueue(QUEUES.affiliateStatements)).toMatchObject({ policy: "stately" });
    await workAffiliateStatements(instance);
    const { rows } = await sql.query<{ cron: string }>("SELECT cron FROM pgboss.schedule WHERE name = $1", [QUEUES.affiliateStatements]);
    expect(rows).toEqual([{ cron: "0 7 1 * *" }]);
    const id = await enqueue(QUEUES.affiliateStatements, {});
    await expect
      .poll(async () => (await jobsOf(QUEUES.affiliateStatements)).find((job) => job.id === id)?.state, { timeout: 30_000, interval: 100 })
      .toBe("completed");
    await instance.unschedule(QUEUES.affiliateStatements);
  });
});
