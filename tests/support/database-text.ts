import { execFile } from "node:child_process";
import { promisify } from "node:util";

import type { DatabaseTarget, SqlExecutor } from "@/lib/database/adapter";
import { libpqConnection } from "@/lib/ops/pg-tools";

import { isLocalServer } from "@/scripts/support/local-database";

const run = promisify(execFile);

/**
 * Everything a database holds, as text, for a test that checks a value is kept nowhere: what a backup or a
 * stolen copy would give away. PostgreSQL: pg_dump's plain SQL (every schema, the job queue's too). The embedded
 * database has no server for pg_dump to reach, and its files compress long values, so there every row of every
 * table of every schema but the catalogs is read as PostgreSQL prints a row (`row::text`), through `sql`, the
 * executor on the client that has it open.
 */
export async function databaseText(target: DatabaseTarget, sql: SqlExecutor): Promise<string> {
  if (target.kind === "postgres") {
    if (!isLocalServer(target.url)) throw new Error("databaseText dumps local test databases only.");
    const { dbname, env } = libpqConnection(target.url);
    const { stdout } = await run("pg_dump", ["--no-owner", `--dbname=${dbname}`], { env: { ...process.env, ...env }, maxBuffer: 256 * 1024 * 1024 });
    return stdout;
  }
  const { rows: tables } = await sql.query<{ name: string }>(
    `SELECT format('%I.%I', schemaname, tablename) AS name FROM pg_tables
      WHERE schemaname NOT IN ('pg_catalog', 'information_schema') ORDER BY 1`,
  );
  const parts: string[] = [];
  for (const { name } of tables) {
    const { rows } = await sql.query<{ row: string }>(`SELECT t::text AS row FROM ${name} t`);
    parts.push(`-- ${name}`, ...rows.map(({ row }) => row));
  }
  return parts.join("\n");
}
