import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { promisify } from "node:util";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createAdapter } from "@/lib/database/adapter";
import { MIGRATIONS_DIR, readMigrations } from "@/lib/database/migrations";
import { openClient } from "@/lib/database/open-client";

import { availableKinds, createTestDatabase, type TestDatabase } from "../../support/test-databases";

const run = promisify(execFile);

async function dbMigrate(env: TestDatabase["env"]) {
  const { DATABASE_URL: _ignored, DATA_DIR: _ignoredToo, ...rest } = process.env;
  const { stdout } = await run("npm", ["run", "--silent", "db:migrate"], { env: { ...rest, ...env } });
  return stdout;
}

// Each case runs the command in child processes of its own against a database of its own, and mostly waits on them:
// the cases run side by side.
describe.concurrent.each(availableKinds())("npm run db:migrate on the %s database", (kind) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase(kind, "migratecmd");
  });
  afterAll(() => db.drop());

  it("applies every migration once, records it as prisma migrate deploy does, and is idempotent", async () => {
    const migrations = (await readMigrations()).migrationDirectories.map((m) => m.path);
    expect(migrations.length).toBeGreaterThan(0);

    expect(await dbMigrate(db.env)).toMatch(new RegExp(`Applied ${migrations.length} migration\\(s\\)`));
    expect(await dbMigrate(db.env)).toMatch(/No pending migrations/);

    const { prisma, close } = await openClient(db.target);
    try {
      const rows = await prisma.$queryRaw<{ migration_name: string; checksum: string; finished: boolean; rolled_back: boolean }[]>`
        SELECT migration_name, checksum, finished_at IS NOT NULL AS finished, rolled_back_at IS NOT NULL AS rolled_back
        FROM _prisma_migrations ORDER BY migration_name`;
      expect(rows.map((r) => r.migration_name)).toEqual(migrations);
      for (const row of rows) {
        const sql = readFileSync(`${MIGRATIONS_DIR}/${row.migration_name}/migration.sql`);
        expect(row.checksum).toBe(createHash("sha256").update(sql).digest("hex"));
        expect(row.finished).toBe(true);
        expect(row.rolled_back).toBe(false);
      }
      expect(await prisma.license.count()).toBe(0);
    } finally {
      await close();
    }
  });
});

describe.concurrent("the embedded database while another process has it open", () => {
  it("makes npm run db:migrate stop with a message instead of opening it twice", async () => {
    const db = await createTestDatabase("embedded", "locked");
    const holder = createAdapter(db.target);
    try {
      await (await holder.factory.connect()).queryRaw({ sql: "SELECT 1", args: [], argTypes: [] });
      const failure = await dbMigrate(db.env).then(
        () => "exited 0",
        (error: { stderr: string }) => error.stderr,
      );
      expect(failure).toContain(`is in use by process ${process.pid}`);
    } finally {
      await holder.close();
      await db.drop();
    }
  });
});
