import { createHash } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";

import { createAdapter, type DatabaseTarget, type SqlExecutor } from "@/lib/database/adapter";
import { migrate } from "@/lib/ops/migrate";

import { admin, isLocalServer } from "../support/local-database";

export type BenchDatabase = {
  kind: "postgres" | "embedded";
  target: DatabaseTarget;
  /** What the server is given: its database, and a data folder of its own (the demo keys live there). */
  env: { DATABASE_URL: string; DATA_DIR: string };
  drop: () => Promise<void>;
};

/**
 * A fresh, migrated database: `name` on the PostgreSQL server of `baseUrl` (local servers only, as the tests'),
 * dropped first (what a failed run left) and at the end; or an embedded one in a temporary folder.
 */
export async function createBenchDatabase(baseUrl: string | undefined, name: string): Promise<BenchDatabase> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "shop-bench-"));
  const removeDataDir = () => rm(dataDir, { recursive: true, force: true });
  if (!baseUrl) {
    const target = { kind: "embedded" as const, dataDir: path.join(dataDir, "pglite") };
    await migrate(target);
    return { kind: "embedded", target, env: { DATABASE_URL: "", DATA_DIR: dataDir }, drop: removeDataDir };
  }
  const url = new URL(baseUrl);
  if (!isLocalServer(baseUrl)) throw new Error(`Refusing to create ${name} on ${url.hostname}: the bench only runs against a local server.`);
  const dropDatabase = () => admin(baseUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await dropDatabase();
  await admin(baseUrl, `CREATE DATABASE "${name}"`);
  url.pathname = `/${name}`;
  const target = { kind: "postgres" as const, url: url.toString() };
  await migrate(target);
  return {
    kind: "postgres",
    target,
    env: { DATABASE_URL: target.url, DATA_DIR: dataDir },
    drop: async () => {
      await dropDatabase();
      await removeDataDir();
    },
  };
}

/** The Minecraft UUID of bench license number `i` (32 hex digits): md5 spreads them over the index as real UUIDs are. */
export function benchUuid(i: number): string {
  return createHash("md5").update(`bench-license-${i}`).digest("hex");
}

/**
 * Licenses number `from` to `to - 1`, active, in one INSERT ... SELECT: a million rows take seconds, not the
 * minutes row-by-row inserts would. UUIDs as benchUuid computes them, usernames `bench_<i>` (valid names).
 */
export async function insertLicenses(sql: SqlExecutor, from: number, to: number) {
  await sql.query(
    `INSERT INTO licenses (id, uuid, username, active, source, added_date, updated_at)
     SELECT md5('bench-id-' || i)::uuid, md5('bench-license-' || i)::uuid, 'bench_' || i, true, 'ADMIN', now(), now()
     FROM generate_series(${Math.trunc(from)}, ${Math.trunc(to) - 1}) AS i`,
  );
  // Fresh statistics, so the planner sees the table as it now is (autovacuum would, later).
  await sql.query("ANALYZE licenses");
}

/**
 * `count` releases a year of fortnightly builds gives (Forge's update JSON reads them all): stable ones with a
 * beta before every fourth, each with a line of notes. Rows only: the bench never downloads a jar.
 */
export async function insertReleases(sql: SqlExecutor, count: number) {
  await sql.query(
    `INSERT INTO releases (id, version, file_name, file_path, sha256, size_bytes, published_at, notes, channel)
     SELECT md5('bench-release-' || i)::uuid, v, 'ahsniper-' || v || '.jar', '/nonexistent/ahsniper-' || v || '.jar',
       encode(sha256(('bench-release-' || i)::bytea), 'hex'), 500000, now() - make_interval(days => (${Math.trunc(count)} - i) * 14),
       'Fixes and improvements in build ' || i || '.', (CASE WHEN i % 4 = 3 THEN 'BETA' ELSE 'STABLE' END)::"ReleaseChannel"
     FROM (SELECT i, '1.' || (i / 4) || '.' || (i % 4) || (CASE WHEN i % 4 = 3 THEN '-beta.1' ELSE '' END) AS v
             FROM generate_series(0, ${Math.trunc(count) - 1}) AS i) AS r`,
  );
}

/**
 * `count` orders a shop could have taken over the last two years, newest first, in two INSERT ... SELECTs: of each
 * hundred, 85 paid (each with its license), 4 refunded and 1 reversed (licenses revoked), 10 attempts closed
 * unpaid. None is left open, so the reconciliation worker has nothing to ask the PayPal simulator about.
 */
export async function insertOrders(sql: SqlExecutor, count: number) {
  const n = Math.trunc(count);
  // Order i was created i steps before now; the shop's $5.00 (LICENSE_PRICE) and terms version 1.0.
  const orders = `SELECT i, i % 100 AS kind, now() - make_interval(secs => i * ${(2 * 365 * 86_400) / n}) AS at FROM generate_series(0, ${n - 1}) AS i`;
  await sql.query(
    `INSERT INTO licenses (id, uuid, username, email, active, source, added_date, updated_at)
     SELECT md5('bench-order-license-' || i)::uuid, md5('bench-player-' || i)::uuid, 'buyer_' || i, 'buyer_' || i || '@example.com',
       kind < 85, 'PURCHASE', at + interval '1 minute', at
     FROM (${orders}) AS o WHERE kind < 90`,
  );
  await sql.query(
    `INSERT INTO orders (id, paypal_order_id, capture_id, status, amount_cents, currency, username, minecraft_uuid, email, payer_id,
       tos_version, tos_accepted_at, license_id, created_at, captured_at, approved_at, refunded_at, closed_at, closed_reason, next_check_at, updated_at)
     SELECT md5('bench-order-' || i)::uuid, 'BENCH-' || i, CASE WHEN kind < 90 THEN 'BENCH-CAPTURE-' || i END,
       (CASE WHEN kind < 85 THEN 'COMPLETED' WHEN kind < 89 THEN 'REFUNDED' WHEN kind < 90 THEN 'REVERSED' ELSE 'CLOSED' END)::"OrderStatus",
       500, 'USD', 'buyer_' || i, md5('bench-player-' || i)::uuid, 'buyer_' || i || '@example.com', CASE WHEN kind < 90 THEN 'PAYER' || (i % 50000) END,
       '1.0', at, CASE WHEN kind < 90 THEN md5('bench-order-license-' || i)::uuid END, at,
       CASE WHEN kind < 90 THEN at + interval '1 minute' END, CASE WHEN kind < 90 THEN at END,
       CASE WHEN kind BETWEEN 85 AND 89 THEN least(at + interval '3 days', now()) END,
       CASE WHEN kind >= 90 THEN at + interval '3 hours' END, CASE WHEN kind >= 90 THEN 'EXPIRED'::"OrderCloseReason" END, at, at
     FROM (${orders}) AS o`,
  );
  await sql.query("ANALYZE licenses");
  await sql.query("ANALYZE orders");
}

/** Revokes a license by a direct write, as another instance or an admin on another machine would: the server is not told. */
export async function revokeDirectly(sql: SqlExecutor, uuid: string) {
  const { rowCount } = await sql.query(
    "UPDATE licenses SET active = false, revoked_at = now(), revoked_reason = 'bench: revocation visibility', updated_at = now() WHERE uuid = $1::uuid",
    [uuid],
  );
  if (rowCount !== 1) throw new Error(`revoking ${uuid} changed ${rowCount} rows`);
}

/** Plain SQL on the bench database; close() before another process opens an embedded one. */
export async function openSql(target: DatabaseTarget): Promise<{ sql: SqlExecutor; close: () => Promise<void> }> {
  const adapter = createAdapter(target);
  await adapter.open();
  return { sql: adapter.sql, close: adapter.close };
}
