import { randomBytes } from "node:crypto";
import { cp, mkdir, mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";

import pg from "pg";

import type { DatabaseTarget } from "@/lib/database/adapter";
import { isAlive } from "@/lib/database/data-dir-lock";
import { migrate } from "@/lib/ops/migrate";

import { admin, isLocalServer } from "@/scripts/support/local-database";

export type DatabaseKind = DatabaseTarget["kind"];

export type TestDatabase = {
  target: DatabaseTarget;
  /** Variables that point the app and its scripts at this database. */
  env: { DATABASE_URL?: string; DATA_DIR?: string };
  drop: () => Promise<void>;
};

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

/**
 * A fresh database of the given kind, dropped by `drop()`: empty, or with
 * `migrated` every migration applied (copied from the run's template when
 * it is of that kind, else migrated here). Refuses non-local servers.
 */
export async function createTestDatabase(kind: DatabaseKind, label: string, options: { migrated?: boolean } = {}): Promise<TestDatabase> {
  const name = `${label}_${Date.now().toString(36)}_${randomBytes(3).toString("hex")}`.toLowerCase();
  const template = options.migrated ? templateOf(kind) : undefined;
  if (kind === "embedded") {
    const dir = await mkdtemp(path.join(os.tmpdir(), `${name}-`));
    const target: DatabaseTarget = { kind: "embedded", dataDir: path.join(dir, "pglite") };
    if (template) await cp(template, target.dataDir, { recursive: true });
    else if (options.migrated) await migrate(target);
    return { target, env: { DATA_DIR: dir }, drop: () => rm(dir, { recursive: true, force: true }) };
  }
  const base = localServer();
  await admin(base, template ? `CREATE DATABASE "${name}" TEMPLATE "${template}"` : `CREATE DATABASE "${name}"`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  const db: TestDatabase = {
    target: { kind: "postgres", url: url.toString() },
    env: { DATABASE_URL: url.toString() },
    drop: () => dropWhenClosed(base, name),
  };
  if (!template && options.migrated) await migrate(db.target);
  return db;
}

/**
 * Drops a database once the connections a test just closed are gone, or
 * after five seconds whatever still holds one: `pg` resolves a pool's end()
 * before its connections have closed, and a forced drop would end them
 * under the test's process, an uncaught 57P01 error there.
 */
async function dropWhenClosed(base: string, name: string) {
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    const connected = async () =>
      (await client.query<{ n: number }>("SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1", [name])).rows[0]?.n ?? 0;
    const deadline = Date.now() + 5_000;
    while ((await connected()) > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

function localServer(): string {
  const base = baseDatabaseUrl();
  if (!base) throw new Error("A PostgreSQL test database needs DATABASE_URL.");
  if (!isLocalServer(base)) throw new Error(`Refusing to create test databases on ${new URL(base).hostname}: tests only run against a local server.`);
  return base;
}

/*
 * The integration run's databases. The global setup migrates one template
 * (a PostgreSQL database, or an embedded data folder) and each worker process
 * copies it into a database of its own: `CREATE DATABASE … TEMPLATE` copies
 * files, far quicker than migrating; an embedded folder is copied with
 * fs.cp (measured quicker than PGlite's dumpDataDir/loadDataDir). Every name
 * starts with the run's prefix, which holds the pid of the Vitest process, so
 * a later run can tell a crashed run's leftovers from a live run's databases.
 */
const RUN_PREFIX = "vitest_it_";
const RUN_NAME = /^vitest_it_(\d+)_[0-9a-z]+(?:_|$)/;

/**
 * The template's database name (PostgreSQL) or data folder (embedded), when this run made one of `kind`. A run on
 * PostgreSQL makes an embedded one too: migrating PGlite in a test's process holds its event loop for seconds, long
 * enough to expire a PostgreSQL transaction that a test beside it has open.
 */
function templateOf(kind: DatabaseKind): string | undefined {
  const { TEST_TEMPLATE_KIND, TEST_TEMPLATE, TEST_EMBEDDED_TEMPLATE } = process.env;
  if (kind === "embedded") return TEST_EMBEDDED_TEMPLATE;
  return TEST_TEMPLATE_KIND === kind ? TEST_TEMPLATE : undefined;
}

/** The folder every file of this run lives under (embedded data, the workers' DATA_DIRs). */
function runDir(): string {
  const dir = process.env.TEST_RUN_DIR;
  if (!dir) throw new Error("TEST_RUN_DIR is set by the integration global setup (tests/support/integration-setup.ts).");
  return dir;
}

/**
 * For the global setup: drops what crashed runs left (names with our prefix
 * whose Vitest process is gone), then makes this run's migrated template and
 * points the workers at it through the environment. Returns the teardown,
 * which drops the template and every worker's database.
 */
export async function createRunTemplate(kind: DatabaseKind): Promise<() => Promise<void>> {
  await dropLeftovers(kind);
  const prefix = `${RUN_PREFIX}${process.pid}_${Date.now().toString(36)}`;
  const dir = path.join(os.tmpdir(), prefix);
  await mkdir(dir);
  Object.assign(process.env, { TEST_RUN_PREFIX: prefix, TEST_RUN_DIR: dir, TEST_TEMPLATE_KIND: kind });
  const embeddedTemplate = path.join(dir, "template");
  const migrateEmbedded = migrate({ kind: "embedded", dataDir: embeddedTemplate });
  process.env.TEST_EMBEDDED_TEMPLATE = embeddedTemplate;
  if (kind === "embedded") {
    await migrateEmbedded;
    process.env.TEST_TEMPLATE = embeddedTemplate;
    return () => rm(dir, { recursive: true, force: true });
  }
  const base = localServer();
  const template = `${prefix}_template`;
  await admin(base, `CREATE DATABASE "${template}"`);
  const url = new URL(base);
  url.pathname = `/${template}`;
  // PGlite works on this process's thread, PostgreSQL in its own: the two migrations overlap.
  await Promise.all([migrateEmbedded, migrate({ kind: "postgres", url: url.toString() })]);
  process.env.TEST_TEMPLATE = template;
  return async () => {
    await dropDatabases(base, (name) => name.startsWith(`${prefix}_`));
    await rm(dir, { recursive: true, force: true });
  };
}

/**
 * For a worker process, once: a database of its own copied from the
 * template, and a DATA_DIR of its own (releases, demo secrets). Named by its
 * pool id and pid: a pool slot whose process is replaced gets a new one.
 */
export async function createWorkerDatabase(): Promise<{ DATABASE_URL?: string; DATA_DIR: string }> {
  const { TEST_RUN_PREFIX: prefix, TEST_TEMPLATE: template, TEST_TEMPLATE_KIND: kind } = process.env;
  if (!prefix || !template) throw new Error("The integration global setup (tests/support/integration-setup.ts) makes the template database.");
  const name = `${prefix}_w${process.env.VITEST_POOL_ID ?? 0}_${process.pid}`;
  const dataDir = path.join(runDir(), name);
  if (kind === "embedded") {
    await cp(template, path.join(dataDir, "pglite"), { recursive: true });
    return { DATA_DIR: dataDir };
  }
  await mkdir(dataDir);
  const base = localServer();
  await admin(base, `CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return { DATABASE_URL: url.toString(), DATA_DIR: dataDir };
}

/** Databases and folders of earlier runs whose Vitest process no longer exists (it crashed or was killed). */
async function dropLeftovers(kind: DatabaseKind) {
  const isLeftover = (name: string) => {
    const pid = RUN_NAME.exec(name)?.[1];
    return pid !== undefined && !isAlive(Number(pid));
  };
  for (const entry of await readdir(os.tmpdir())) {
    if (isLeftover(entry)) await rm(path.join(os.tmpdir(), entry), { recursive: true, force: true });
  }
  if (kind === "postgres") await dropDatabases(localServer(), isLeftover);
}

async function dropDatabases(base: string, matches: (name: string) => boolean) {
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>("SELECT datname FROM pg_database WHERE starts_with(datname, $1)", [RUN_PREFIX]);
    for (const { datname } of rows) if (matches(datname)) await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}
