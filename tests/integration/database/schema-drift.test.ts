import { readFileSync } from "node:fs";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { diffDatabaseToSchema } from "@/lib/database/drift";
import { SCHEMA_PATH } from "@/lib/database/migrations";

import { createTestDatabase, type TestDatabase } from "../../support/test-databases";

const schema = readFileSync(SCHEMA_PATH, "utf8");

// Prisma's WebAssembly schema engine introspects through the PGlite adapter;
// through @prisma/adapter-pg it cannot read pg_catalog's "char" columns, so the
// comparison runs on a fresh embedded database (PostgreSQL's own code, same SQL).
describe("schema drift: prisma/migrations against schema.prisma", () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase("embedded", "drift", { migrated: true });
  });
  afterAll(() => db.drop());

  it("creates exactly what schema.prisma describes", async () => {
    expect(await diffDatabaseToSchema(db.target, { content: schema })).toBe("");
  });

  // The same check must see each kind of difference, or a green result above means nothing.
  it.each([
    ["a missing index", schema.replace('  @@index([email])\n  @@map("licenses")', '  @@map("licenses")'), /DROP INDEX "licenses_email_idx"/],
    [
      "a nullability change",
      schema.replace("username       String        @db.VarChar(16)", "username       String?       @db.VarChar(16)"),
      /ALTER COLUMN "username" DROP NOT NULL/,
    ],
    [
      "a type change",
      schema.replace('amountCents    Int         @map("amount_cents")', 'amountCents    BigInt      @map("amount_cents")'),
      /"amount_cents" SET DATA TYPE BIGINT/,
    ],
    [
      "a default change",
      schema.replace("active         Boolean       @default(true)", "active         Boolean       @default(false)"),
      /"active" SET DEFAULT false/,
    ],
    ["a unique constraint", schema.replace("  captureId      String?     @unique", "  captureId      String?    "), /DROP INDEX "orders_capture_id_key"/],
    ["a new model", `${schema}\nmodel Extra {\n  id Int @id\n}\n`, /CREATE TABLE "Extra"/],
  ])("reports %s", async (_name, changed, expected) => {
    expect(changed).not.toBe(schema);
    expect(await diffDatabaseToSchema(db.target, { content: changed })).toMatch(expected);
  });
});
