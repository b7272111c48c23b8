import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createAdapter } from "@/lib/database/adapter";
import { readMigrations, readSchemaFiles } from "@/lib/database/migrations";
import { openClient } from "@/lib/database/open-client";
import { loadSchemaEngine, NO_FILTERS } from "@/lib/database/schema-engine";
import { migrate, MIGRATION_CONNECTIONS } from "@/lib/ops/migrate";

import { availableKinds, createTestDatabase, type TestDatabase } from "../../support/test-databases";

const MIGRATION = "20261127000000_license_checks";
/** The pg_advisory_lock key Prisma's schema engine takes around migrations. */
const PRISMA_MIGRATION_LOCK = 72707369;

/** Applies the migrations before `MIGRATION` only, as a database last migrated before it was written would be. */
async function migrateBefore(target: TestDatabase["target"]) {
  const adapter = createAdapter(target, { connections: MIGRATION_CONNECTIONS });
  await adapter.open();
  const engine = await loadSchemaEngine(adapter.factory, await readSchemaFiles());
  try {
    const list = await readMigrations();
    const earlier = list.migrationDirectories.filter((m) => m.path < MIGRATION);
    expect(earlier.length).toBe(list.migrationDirectories.findIndex((m) => m.path === MIGRATION));
    await engine.applyMigrations({ migrationsList: { ...list, migrationDirectories: earlier }, filters: NO_FILTERS });
  } finally {
    engine.free();
    await adapter.close();
  }
}

// The migration that moved `licenses.last_verified` into `license_checks`: a shop that upgrades keeps every
// license's last check, and a license never checked gets no row. One kind at a time: the embedded database and the
// schema engine are WebAssembly on this thread, and while they run, a PostgreSQL connection's 5 s connect timer can
// fire before its socket's answer is read.
describe.each(availableKinds())("the license_checks migration on the %s database", (kind) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase(kind, "checksmig");
  });
  afterAll(() => db.drop());

  it("copies each license's last_verified into license_checks and drops the column", async () => {
    await migrateBefore(db.target);
    const adapter = createAdapter(db.target);
    await adapter.open();
    try {
      await adapter.sql.query(
        `INSERT INTO licenses (id, uuid, username, source, updated_at, last_verified) VALUES
           ('00000000-0000-4000-8000-000000000001', '10000000-0000-4000-8000-000000000001', 'Checked', 'PURCHASE', now(), '2026-11-20T10:11:12.345Z'),
           ('00000000-0000-4000-8000-000000000002', '10000000-0000-4000-8000-000000000002', 'Never', 'ADMIN', now(), NULL),
           ('00000000-0000-4000-8000-000000000003', '10000000-0000-4000-8000-000000000003', 'Revoked', 'WEBHOOK', now(), '2026-01-02T03:04:05.006Z')`,
      );
    } finally {
      await adapter.close();
    }

    expect(await migrate(db.target)).toContain(MIGRATION);

    const { prisma, close } = await openClient(db.target);
    try {
      const checks = await prisma.licenseCheck.findMany({ orderBy: { licenseId: "asc" } });
      expect(checks).toEqual([
        // Later migrations keep the last check as the first one too: the earliest time known.
        {
          licenseId: "00000000-0000-4000-8000-000000000001",
          checkedAt: new Date("2026-11-20T10:11:12.345Z"),
          firstCheckedAt: new Date("2026-11-20T10:11:12.345Z"),
        },
        {
          licenseId: "00000000-0000-4000-8000-000000000003",
          checkedAt: new Date("2026-01-02T03:04:05.006Z"),
          firstCheckedAt: new Date("2026-01-02T03:04:05.006Z"),
        },
      ]);
      const columns = await prisma.$queryRaw<{ column_name: string }[]>`
        SELECT column_name FROM information_schema.columns WHERE table_name = 'licenses' AND column_name = 'last_verified'`;
      expect(columns).toEqual([]);
      expect(await prisma.license.count()).toBe(3);
    } finally {
      await close();
    }
  });
});

// The schema engine keeps a session-level advisory lock after it migrates; a lock that outlived migrate() would make
// the next migration wait 10 s and fail. Only PostgreSQL has sessions to tell apart (the embedded database is one).
for (const kind of availableKinds().filter((k) => k === "postgres"))
  describe("the migrations' advisory lock on PostgreSQL", () => {
    it("is free as soon as migrate() returns", async () => {
      const db = await createTestDatabase(kind, "migratelock");
      const probe = new pg.Client({ connectionString: db.env.DATABASE_URL });
      try {
        await migrate(db.target);
        await probe.connect();
        const { rows } = await probe.query<{ held: number }>(
          `SELECT count(*)::int AS held FROM pg_locks
            WHERE locktype = 'advisory' AND classid = 0 AND objid = $1
              AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
          [PRISMA_MIGRATION_LOCK],
        );
        expect(rows).toEqual([{ held: 0 }]);
      } finally {
        await probe.end();
        await db.drop();
      }
    });
  });
