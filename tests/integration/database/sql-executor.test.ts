import { describe, expect, it } from "vitest";

import { createAdapter } from "@/lib/database/adapter";
import { prisma, sql } from "@/lib/database/db";

import { availableKinds, createTestDatabase } from "../../support/test-databases";

describe("sql: plain SQL on Prisma's database and pool", () => {
  it("reads what Prisma wrote and reports affected rows", async () => {
    const { rows } = await sql.query<{ n: number }>("SELECT $1::int + 1 AS n", [41]);
    expect(rows).toEqual([{ n: 42 }]);
    await prisma.auditLog.create({ data: { action: "probe.sql", actor: "system", success: true } });
    const deleted = await sql.query("DELETE FROM audit_logs WHERE action = $1", ["probe.sql"]);
    expect(deleted.rowCount).toBe(1);
  });
});

// rowCount as pg reports it, on both databases: the rows a SELECT returned, the rows a write touched. The rate
// limiter's store reads a SELECT's rowCount to tell a stored count from none (PGlite's affectedRows is 0 there).
// One database after the other: a fresh PGlite starts up in this process's thread for seconds, and the PostgreSQL
// pool's connection, made meanwhile, got too few turns of the event loop to finish within its 5 s timeout.
describe.each(availableKinds())("the %s database's executor", (kind) => {
  it("counts a SELECT's rows, a write's rows and a write's returned rows", async () => {
    const db = await createTestDatabase(kind, "rowcount");
    const adapter = createAdapter(db.target);
    try {
      await adapter.open();
      expect((await adapter.sql.query("SELECT n FROM generate_series(1, $1::int) AS n", [3])).rowCount).toBe(3);
      expect((await adapter.sql.query("SELECT n FROM generate_series(1, $1::int) AS n WHERE n > 5", [3])).rowCount).toBe(0);
      await adapter.sql.query("CREATE TABLE probe (n int)");
      expect((await adapter.sql.query("INSERT INTO probe SELECT generate_series(1, $1::int)", [4])).rowCount).toBe(4);
      expect((await adapter.sql.query("UPDATE probe SET n = n + 1 WHERE n > $1 RETURNING n", [1])).rowCount).toBe(3);
      expect((await adapter.sql.query("DELETE FROM probe WHERE n > $1", [0])).rowCount).toBe(4);
    } finally {
      await adapter.close();
      await db.drop();
    }
  });
});
