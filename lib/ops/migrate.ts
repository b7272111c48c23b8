import { createAdapter, type DatabaseTarget } from "@/lib/database/adapter";
import { readMigrations, readSchemaFiles } from "@/lib/database/migrations";
import { loadSchemaEngine, NO_FILTERS } from "@/lib/database/schema-engine";
import { installJobQueues } from "@/lib/queue/install-queues";

/** The migrations' pool size (see migrate). */
export const MIGRATION_CONNECTIONS = 1;

/**
 * Applies the pending migrations under prisma/migrations, the way
 * `prisma migrate deploy` does: same engine, same `_prisma_migrations`
 * bookkeeping and checksums, same advisory lock. Then pg-boss's schema and
 * the job queues (lib/queue/install-queues.ts). Returns the names applied.
 */
export async function migrate(target: DatabaseTarget): Promise<string[]> {
  // The engine keeps its session-level advisory lock after applyMigrations (pg_locks shows it held), so the lock goes
  // with the session when the pool closes below, before migrate() returns (tested). One connection keeps the lock,
  // and the session to close, to one.
  const adapter = createAdapter(target, { connections: MIGRATION_CONNECTIONS });
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
