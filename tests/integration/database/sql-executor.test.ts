import { describe, expect, it } from "vitest";

import { prisma, sql } from "@/lib/database/db";

describe("sql: plain SQL on Prisma's database and pool", () => {
  it("reads what Prisma wrote and reports affected rows", async () => {
    const { rows } = await sql.query<{ n: number }>("SELECT $1::int + 1 AS n", [41]);
    expect(rows).toEqual([{ n: 42 }]);
    await prisma.auditLog.create({ data: { action: "probe.sql", actor: "system", success: true } });
    const deleted = await sql.query("DELETE FROM audit_logs WHERE action = $1", ["probe.sql"]);
    expect(deleted.rowCount).toBe(1);
  });
});
