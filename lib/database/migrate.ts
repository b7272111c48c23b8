import type { DatabaseTarget } from "@/lib/database/adapter";
import { createAdapter } from "@/lib/database/adapter";
import { readMigrations, readSchemaFiles } from "@/lib/database/migrations";
import { loadSchemaEngine, NO_FILTERS } from "@/lib/database/schema-engine";

/**
 * Applies the pending migrations under prisma/migrations, the way
 * `prisma migrate deploy` does: same engine, same `_prisma_migrations`
 * bookkeeping and checksums, same advisory lock. Returns the names applied.
 */
export async function migrate(target: DatabaseTarget): Promise<string[]> {
  const adapter = createAdapter(target);
  await adapter.open();
  const engine = await loadSchemaEngine(adapter.factory, await readSchemaFiles());
  try {
    const { appliedMigrationNames } = await engine.applyMigrations({
      migrationsList: await readMigrations(),
      filters: NO_FILTERS,
    });
    return appliedMigrationNames;
  } finally {
    engine.free();
    await adapter.close();
  }
}
