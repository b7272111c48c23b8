import { simulatorEnv, startSimulators } from "@/simulators/server";

import { createWorkerDatabase } from "./test-databases";

/**
 * The integration project's first setup file. Vitest runs it before every
 * test file (with isolate: false, in the same process for the files a
 * worker runs one after another).
 *
 * Before a worker's first file it gives the process a database of its own
 * (copied from the run's migrated template), a DATA_DIR of its own and the
 * PayPal, Mojang and VirusTotal simulators of its own, so files running at
 * the same time in other workers never see its rows or its simulator state
 * (a failure armed for the next call, the request log). That happens before
 * anything imports lib/env or lib/db, which read these variables once; then
 * it opens the database.
 *
 * Before each later file it empties the shop's tables, so every file starts
 * from the freshly migrated database whichever files ran before it in this
 * worker, as it would alone.
 */
if (process.env.TEST_WORKER_PID !== String(process.pid)) {
  const [database, simulators] = await Promise.all([createWorkerDatabase(), startSimulators({ port: 0 })]);
  delete process.env.DATABASE_URL;
  Object.assign(process.env, database, {
    SIMULATORS_URL: simulators.url,
    ...simulatorEnv(simulators.url),
    TEST_WORKER_PID: String(process.pid),
  });
  // Open the database now: PGlite opens its folder on the first query, which takes seconds on a busy machine, and a
  // test whose first query is a transaction would otherwise spend them in Prisma's two-second wait to start one.
  const { prisma } = await import("@/lib/database/db");
  await prisma.$queryRaw`SELECT 1`;
} else {
  const { sql } = await import("@/lib/database/db");
  const { rows: tables } = await sql.query<{ name: string }>(
    "SELECT quote_ident(tablename) AS name FROM pg_tables WHERE schemaname = 'public' AND tablename <> '_prisma_migrations'",
  );
  // Most files leave the tables as they found them, and TRUNCATE takes tens of milliseconds a table on PostgreSQL:
  // only the tables with rows are emptied (CASCADE: with the empty ones that reference them).
  const literal = (name: string) => `'${name.replaceAll("'", "''")}'`;
  const used = await sql.query<{ name: string }>(
    tables.map(({ name }) => `SELECT ${literal(name)} AS name WHERE EXISTS (SELECT FROM ${name})`).join(" UNION ALL "),
  );
  if (used.rows.length) await sql.query(`TRUNCATE ${used.rows.map(({ name }) => name).join(", ")} CASCADE`);
}
