import "server-only";

import { prisma, sql } from "@/lib/database/db";
import { gauge } from "@/lib/metrics/registry";

/** pg-boss's schema (its default, which lib/queue/queues.ts keeps). */
const JOBS_SCHEMA = "pgboss";

const outbox = () =>
  gauge({
    name: "shop_outbox_messages",
    help: "Messages in the e-mail outbox, by status (pending, failed, ...), read at scrape time",
    labelNames: ["status"] as const,
  });
const jobs = () =>
  gauge({
    name: "shop_jobs",
    help: "pg-boss jobs by queue and state (created and retry: waiting; active; failed), read at scrape time",
    labelNames: ["queue", "state"] as const,
  });

/**
 * Reads the counts a scrape reports from the database: the e-mail outbox and
 * pg-boss's job table (its queues' depth and failures, however many
 * instances feed and drain them). Each family is replaced, not added to, so a
 * state that emptied reads 0 rather than its last value.
 */
export async function collectQueueMetrics(): Promise<void> {
  const byStatus = await prisma.emailOutbox.groupBy({ by: ["status"], _count: { _all: true } });
  const outboxGauge = outbox();
  outboxGauge.reset();
  for (const status of ["PENDING", "FAILED"]) outboxGauge.set({ status: status.toLowerCase() }, 0);
  for (const row of byStatus) outboxGauge.set({ status: row.status.toLowerCase() }, row._count._all);

  const jobsGauge = jobs();
  jobsGauge.reset();
  const { rows: present } = await sql.query<{ table: string | null }>(`SELECT to_regclass('${JOBS_SCHEMA}.job')::text AS table`);
  if (!present[0]?.table) return;
  const { rows } = await sql.query<{ queue: string; state: string; count: string | number }>(
    `SELECT name AS queue, state::text AS state, count(*) AS count FROM ${JOBS_SCHEMA}.job WHERE state IN ('created', 'retry', 'active', 'failed') GROUP BY name, state`,
  );
  for (const row of rows) jobsGauge.set({ queue: row.queue, state: row.state }, Number(row.count));
}
