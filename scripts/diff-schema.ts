// npm run db:diff -- prints the SQL that takes the migrated database to
// prisma/schema.prisma; save it as prisma/migrations/<timestamp>_<name>/migration.sql.
import { createAdapter } from "@/lib/database/adapter";
import { readMigrations, readSchemaFiles } from "@/lib/database/migrations";
import { loadSchemaEngine, NO_FILTERS } from "@/lib/database/schema-engine";

const files = await readSchemaFiles();
const scratch = createAdapter({ kind: "embedded", dataDir: "memory://" });
const engine = await loadSchemaEngine(scratch.factory, files);
const migrations = await readMigrations();
const result = await engine.diff({
  from: migrations.migrationDirectories.length ? { tag: "migrations", ...migrations } : { tag: "empty" },
  to: { tag: "schemaDatamodel", files },
  script: true,
  exitCode: null,
  filters: NO_FILTERS,
});
engine.free();
await scratch.close();
process.stdout.write(result.stdout ?? "");
