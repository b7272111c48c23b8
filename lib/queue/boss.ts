import "server-only";

import PgBoss from "pg-boss";

import { sql } from "@/lib/database/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { log } from "@/lib/log";
import type { JobData, QueueName } from "@/lib/queue/queues";

/**
 * pg-boss on the shop's own database connection (lib/database/db.ts `sql`: the pg
 * pool Prisma uses, or PGlite's query on the embedded database), so the same
 * code runs on both and no second pool is opened.
 */
const jobsDatabase: PgBoss.Db = { executeSql: (text, values) => sql.query(text, values) };

/** pg-boss inside a Prisma interactive transaction: a job sent through it commits or rolls back with the transaction. */
function transactionDatabase(tx: Prisma.TransactionClient): PgBoss.Db {
  return { executeSql: async (text, values = []) => ({ rows: await tx.$queryRawUnsafe<unknown[]>(text, ...values) }) };
}

/** A pg-boss instance on the shop's database; options override the defaults (tests use short intervals). */
export function createBoss(options: Partial<PgBoss.ConstructorOptions> = {}): PgBoss {
  // Maintenance (expiring the jobs of a worker that died, archiving) every minute instead of pg-boss's 2: one
  // locked query across all instances, and a dead instance's jobs are retried sooner.
  const boss = new PgBoss({ db: jobsDatabase, maintenanceIntervalSeconds: 60, ...options });
  // An EventEmitter without an "error" listener throws: pg-boss reports polling and maintenance failures here.
  boss.on("error", (error: Error) => log.error("job queue error", { error: error.message }));
  return boss;
}

// Next bundles instrumentation and the route handlers separately; the process, and so this instance, is shared.
type ProcessJobs = { boss: PgBoss; running: boolean; /** What stopJobs undoes: the instance's own queues. */ cleanups: (() => Promise<void>)[] };
const registry = globalThis as typeof globalThis & { __jobs?: ProcessJobs };

/**
 * This process's pg-boss (lib/jobs/start-jobs.ts starts its workers; sending
 * needs no started instance). Options apply when the instance is made.
 */
export function processJobs(options?: Partial<PgBoss.ConstructorOptions>): ProcessJobs {
  registry.__jobs ??= { boss: createBoss(options), running: false, cleanups: [] };
  return registry.__jobs;
}

/** Drops a stopped instance: a stopped pg-boss does not restart its maintenance, so the next start makes a new one. */
export function forgetProcessJobs(): void {
  delete registry.__jobs;
}

/** Whether this process's job workers run (GET /api/health/ready): true from startJobs() until stopJobs(). */
export function jobsRunning(): boolean {
  return registry.__jobs?.running ?? false;
}

/**
 * Queues a job, to run at once or from `startAfter`. Given a transaction, the
 * job is part of it: it exists only if what it reports was committed. Throws
 * when the queue does not exist (the database was not migrated), rather than
 * dropping the job.
 */
export async function enqueue<Q extends QueueName>(
  name: Q,
  data: JobData[Q],
  { tx, startAfter }: { tx?: Prisma.TransactionClient; startAfter?: Date } = {},
): Promise<string> {
  const { boss } = processJobs();
  const id = await boss.send(name, data, { ...(tx && { db: transactionDatabase(tx) }), ...(startAfter && { startAfter }) });
  if (!id) throw new Error(`Job queue ${name} does not exist: run npm run db:migrate`);
  return id;
}

/**
 * Asks a stately queue for a pass soon: a job is queued unless one already waits (which will do the same
 * work), so unlike enqueue an answer without a job id is no error. Given a transaction, only if it commits; given
 * a singletonKey, the queue's one-waiting, one-running rule holds per key.
 */
export async function nudge<Q extends QueueName>(
  name: Q,
  data: JobData[Q],
  { tx, singletonKey }: { tx?: Prisma.TransactionClient; singletonKey?: string } = {},
): Promise<void> {
  const { boss } = processJobs();
  await boss.send(name, data, { ...(tx && { db: transactionDatabase(tx) }), ...(singletonKey && { singletonKey }) });
}
