import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

import type { MigrationList } from "@prisma/schema-engine-wasm";

export const MIGRATIONS_DIR = path.resolve(process.cwd(), "prisma/migrations");
export const SCHEMA_PATH = path.resolve(process.cwd(), "prisma/schema.prisma");

/** Reads prisma/migrations exactly as the Prisma CLI does, for its schema engine. */
export async function readMigrations(dir = MIGRATIONS_DIR): Promise<MigrationList> {
  const lockfile = {
    path: "migration_lock.toml",
    content: await readFile(path.join(dir, "migration_lock.toml"), "utf8").catch(() => null),
  };
  const entries = await readdir(dir, { withFileTypes: true });
  const migrationDirectories = await Promise.all(
    entries
      .filter((e) => e.isDirectory())
      .map(async (e) => ({
        path: e.name,
        migrationFile: {
          path: "migration.sql",
          content: await readFile(path.join(dir, e.name, "migration.sql"), "utf8").then(
            (value) => ({ tag: "ok" as const, value }),
            (error: Error) => ({ tag: "error" as const, value: error.message }),
          ),
        },
      })),
  );
  migrationDirectories.sort((a, b) => a.path.localeCompare(b.path));
  return { baseDir: dir, lockfile, migrationDirectories, shadowDbInitScript: "" };
}

export async function readSchemaFiles(schemaPath = SCHEMA_PATH) {
  return [{ path: schemaPath, content: await readFile(schemaPath, "utf8") }];
}
