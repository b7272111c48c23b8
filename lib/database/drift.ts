import { createAdapter, type DatabaseTarget } from "@/lib/database/adapter";
import { SCHEMA_PATH } from "@/lib/database/migrations";
import { loadSchemaEngine, NO_FILTERS } from "@/lib/database/schema-engine";

/**
 * The SQL that would take the database to the given schema: empty when every
 * model, field, type, nullability, default, unique constraint and index in the
 * schema matches the database. Prisma's own differ, as in `prisma migrate diff`.
 */
export async function diffDatabaseToSchema(target: DatabaseTarget, schema: { path?: string; content: string }): Promise<string> {
  const adapter = createAdapter(target);
  await adapter.open();
  const files = [{ path: schema.path ?? SCHEMA_PATH, content: schema.content }];
  const engine = await loadSchemaEngine(adapter.factory, files);
  try {
    const result = await engine.diff({
      from: { tag: "schemaDatasource", files, configDir: process.cwd() },
      to: { tag: "schemaDatamodel", files },
      script: true,
      exitCode: null,
      filters: NO_FILTERS,
    });
    return (result.stdout ?? "").replace(/^-- This is an empty migration\.\s*$/m, "").trim();
  } finally {
    engine.free();
    await adapter.close();
  }
}
