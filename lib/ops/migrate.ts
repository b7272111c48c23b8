import { createAdapter, type DatabaseTarget } from "@/lib/database/adapter";
import { readMigrations, readSchemaFiles } from "@/lib/database/migrations";
import { loadSchemaEngine, NO_FILTERS } from "@/lib/database/schema-engine";
import { installJobQueues } from "@/lib/queue/install-queues";

/**
 * Applies the pending migrations under prisma/migrations, the way
 * `prisma migrate deploy` does: same engine, same `_prisma_migrations`
 * bookkeeping and checksums, same advisory lock. Then pg-boss's schema and
 * the job queues (lib/queue/install-queues.ts). Returns the names applied.
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
    await installJobQueues(adapter.sql);
    return appliedMigrationNames;
  } finally {
    engine.free();
    await adapter.close();
  }
}
