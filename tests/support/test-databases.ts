import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";

import pg from "pg";

import type { DatabaseTarget } from "@/lib/database/adapter";

type DatabaseKind = DatabaseTarget["kind"];

export type TestDatabase = {
  target: DatabaseTarget;
  /** Variables that point the app and its scripts at this database. */
  env: { DATABASE_URL?: string; DATA_DIR?: string };
  drop: () => Promise<void>;
};

const LOCAL_HOSTS = new Set(["127.0.0.1", "localhost", "::1", "[::1]"]);

/** The server the tests create their databases on: the DATABASE_URL the run was started with. */
export function baseDatabaseUrl(): string | undefined {
  return process.env.TEST_BASE_DATABASE_URL ?? process.env.DATABASE_URL;
}

/** Embedded always; PostgreSQL too when the run was given a server. */
export function availableKinds(): DatabaseKind[] {
  return baseDatabaseUrl() ? ["embedded", "postgres"] : ["embedded"];
}

export function defaultKind(): DatabaseKind {
  return baseDatabaseUrl() ? "postgres" : "embedded";
}

/** A fresh, empty database of the given kind, dropped by `drop()`. Refuses non-local servers. */
export async function createTestDatabase(kind: DatabaseKind, label: string): Promise<TestDatabase> {
  const name = `${label}_${Date.now().toString(36)}_${randomBytes(3).toString("hex")}`.toLowerCase();
  if (kind === "embedded") {
    const dir = await mkdtemp(path.join(os.tmpdir(), `${name}-`));
    return {
      target: { kind: "embedded", dataDir: path.join(dir, "pglite") },
      env: { DATA_DIR: dir },
      drop: () => rm(dir, { recursive: true, force: true }),
    };
  }
  const base = baseDatabaseUrl();
  if (!base) throw new Error("A PostgreSQL test database needs DATABASE_URL.");
  const url = new URL(base);
  if (!LOCAL_HOSTS.has(url.hostname)) {
    throw new Error(`Refusing to create test databases on ${url.hostname}: tests only run against a local server.`);
  }
  await admin(base, `CREATE DATABASE "${name}"`);
  url.pathname = `/${name}`;
  return {
    target: { kind: "postgres", url: url.toString() },
    env: { DATABASE_URL: url.toString() },
    drop: () => admin(base, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

/** Runs one statement on the server at `url` (CREATE or DROP DATABASE) with a client of its own. */
export async function admin(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
