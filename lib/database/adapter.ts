import { mkdirSync } from "node:fs";
import path from "node:path";

import { PGlite } from "@electric-sql/pglite";
import { PrismaPg } from "@prisma/adapter-pg";
import type { SqlMigrationAwareDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import pg from "pg";
import { PrismaPGlite } from "pglite-prisma-adapter";

import { acquireDataDirLock } from "@/lib/database/data-dir-lock";

/** A server that accepts connections but never answers fails the request (503) instead of hanging it. */
const CONNECT_TIMEOUT_MS = 5_000;

/**
 * How long a query waits for a free connection of a busy pool: a burst larger than the pool (say 40 captures at
 * once, each in a transaction) waits its turn rather than being answered 503, as long as fulfilment's own
 * transaction waits (lib/payments/fulfil-order.ts). pg's pool uses one setting for this wait and for connecting,
 * so each new connection gets the short connect timeout of its own (PoolClient below).
 */
const POOL_WAIT_MS = 15_000;

/** pg's client, connecting within CONNECT_TIMEOUT_MS whatever the pool waits for a free one. */
class PoolClient extends pg.Client {
  constructor(config?: pg.ClientConfig) {
    super({ ...config, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  }
}

export type DatabaseTarget = { kind: "postgres"; url: string } | { kind: "embedded"; dataDir: string };

export function databaseTarget(env: { DATABASE_URL?: string; DATA_DIR: string }): DatabaseTarget {
  return env.DATABASE_URL ? { kind: "postgres", url: env.DATABASE_URL } : { kind: "embedded", dataDir: path.resolve(env.DATA_DIR, "pglite") };
}

/** Where the log says the data lives, without credentials. */
export function describeTarget(target: DatabaseTarget): string {
  if (target.kind === "embedded") return `embedded PostgreSQL (PGlite) in ${target.dataDir}`;
  const url = new URL(target.url);
  return `PostgreSQL at ${url.hostname}:${url.port || "5432"}${url.pathname}`;
}

/**
 * The Prisma driver adapter for a target. The embedded database is PGlite
 * (PostgreSQL compiled to WebAssembly) in one process; its data folder must
 * not be opened by two processes at once. `connections` bounds a PostgreSQL
 * pool (the migrations take one, see lib/ops/migrate.ts).
 */
export function createAdapter(target: DatabaseTarget, { connections = 10 }: { connections?: number } = {}): DatabaseAdapter {
  if (target.kind === "postgres") {
    // One pool for Prisma and for the libraries that speak SQL themselves (job queue, rate limits).
    const pool = new pg.Pool({ connectionString: target.url, max: connections, connectionTimeoutMillis: POOL_WAIT_MS, Client: PoolClient });
    const sql: SqlExecutor = {
      query: async (text, values) => {
        // Several statements in one text (pg-boss installs its schema that way) answer one result each: the last counts.
        const results: pg.QueryResult | pg.QueryResult[] = await pool.query(text, values);
        const result = Array.isArray(results) ? results.at(-1) : results;
        return { rows: (result?.rows ?? []) as never[], rowCount: result?.rowCount ?? 0 };
      },
    };
    return { factory: new PrismaPg(pool), sql, open: async () => {}, close: async () => void (await pool.end().catch(() => undefined)) };
  }
  const dataDir = target.dataDir;
  let pglite: PGlite | undefined;
  let releaseLock: (() => void) | undefined;
  // Opened on the first query, not on import: a build worker that only loads
  // modules must not open the data folder.
  let opening: Promise<PGlite> | undefined;
  const openOnce = async () => {
    if (!dataDir.startsWith("memory://")) {
      mkdirSync(dataDir, { recursive: true });
      releaseLock = await acquireDataDirLock(dataDir);
    }
    pglite = new PGlite(dataDir);
    return pglite;
  };
  const open = async () => {
    // A failed open (the folder is locked) is retried on the next query.
    opening ??= openOnce().catch((error: unknown) => {
      opening = undefined;
      throw error;
    });
    const db = await opening;
    // pglite-prisma-adapter is built against an older driver-adapter-utils whose types differ only nominally.
    return new PrismaPGlite(db) as unknown as SqlMigrationAwareDriverAdapterFactory;
  };
  const sql: SqlExecutor = {
    query: async (text, values) => {
      const db = (await open(), pglite);
      if (!db) throw new Error("PGlite is closed");
      // A text without parameters may hold several statements (pg-boss's schema, its locked maintenance), which
      // only the simple protocol (exec) accepts, as pg does for a query without values; its last result counts.
      const result = values?.length ? await db.query(text, values) : (await db.exec(text)).at(-1);
      // rowCount as pg reports it: the rows a SELECT returned (PGlite's affectedRows is 0 there), or those a write touched.
      const rows = result?.rows ?? [];
      return { rows: rows as never[], rowCount: Math.max(result?.affectedRows ?? 0, rows.length) };
    },
  };
  return {
    sql,
    factory: {
      provider: "postgres",
      adapterName: "pglite-prisma-adapter",
      connect: async () => (await open()).connect(),
      connectToShadowDb: async () => (await open()).connectToShadowDb(),
    },
    open: async () => void (await open()),
    close: async () => {
      if (opening) await opening.catch(() => undefined);
      await pglite?.close();
      pglite = undefined;
      opening = undefined;
      releaseLock?.();
      releaseLock = undefined;
    },
  };
}

/**
 * Plain SQL on the same database and pool as Prisma, for well-kept libraries
 * that bring their own SQL (pg-boss, rate-limiter-flexible). Inside a Prisma
 * transaction use the transaction's client instead: on the embedded database
 * a query from outside waits for the transaction to end.
 */
export type SqlExecutor = {
  query: <T = Record<string, unknown>>(text: string, values?: unknown[]) => Promise<{ rows: T[]; rowCount: number }>;
};

type DatabaseAdapter = {
  factory: SqlMigrationAwareDriverAdapterFactory;
  sql: SqlExecutor;
  /**
   * Opens an embedded database now, taking its lock, so a second process gets
   * our message instead of an error wrapped deep inside Prisma's engine.
   */
  open: () => Promise<void>;
  /** Closes an embedded database so its folder is left consistent; pools close through Prisma. */
  close: () => Promise<void>;
};
