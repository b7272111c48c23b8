import { readdir } from "node:fs/promises";
import path from "node:path";

import pg from "pg";

import type { DatabaseTarget } from "@/lib/database/adapter";
import { z } from "@/lib/validation/zod";

/**
 * What `npm run db:backup` writes and `npm run db:restore` reads: one tar file
 * (docs/operations.md#backups) holding
 *   manifest.json    this schema
 *   database.dump    pg_dump's custom format (PostgreSQL), or
 *   pglite.tar.gz    PGlite's dumpDataDir() (the embedded database)
 *   data/…           the files of DATA_DIR besides the database (demo secrets, signing keys)
 *   releases/…       the jars of RELEASES_DIR
 */
export const BACKUP_FORMAT = 1;

export const ARCHIVE_ENTRIES = {
  manifest: "manifest.json",
  postgres: "database.dump",
  embedded: "pglite.tar.gz",
  data: "data",
  releases: "releases",
} as const;

export const backupManifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  database: z.enum(["postgres", "embedded"]),
  createdAt: z.iso.datetime(),
  /** The migrations the database had applied: a build shipping more needs `npm run db:migrate` after the restore. */
  migrations: z.array(z.string()),
});

export type BackupManifest = z.infer<typeof backupManifestSchema>;

/** Where a backup's parts come from and go to: the database and the two folders the shop keeps files in. */
export type BackupPlace = { target: DatabaseTarget; dataDir: string; releasesDir: string };

/**
 * Refuses a RELEASES_DIR that holds DATA_DIR (the same folder, or one above
 * it): its jars would carry the database and secrets along, and a forced
 * restore, which replaces the releases folder, would delete what it had just
 * restored.
 */
export function checkPlace({ dataDir, releasesDir }: BackupPlace): void {
  const relative = path.relative(path.resolve(releasesDir), path.resolve(dataDir));
  if (!relative.startsWith("..") && !path.isAbsolute(relative)) {
    throw new Error(`RELEASES_DIR (${releasesDir}) must be a folder of its own, not DATA_DIR (${dataDir}) or a folder holding it.`);
  }
}

/**
 * The DATA_DIR entries that are not the database: the embedded data folder and
 * its lock travel as pglite.tar.gz (on PostgreSQL a leftover one, from before
 * a move to it, is not the shop's data and stays out), and a releases folder
 * inside DATA_DIR (the default) travels as releases/.
 */
export async function dataDirFiles({ target, dataDir, releasesDir }: BackupPlace): Promise<string[]> {
  const embedded = [path.resolve(dataDir, "pglite"), ...(target.kind === "embedded" ? [path.resolve(target.dataDir)] : [])];
  const skip = new Set([path.resolve(releasesDir), ...embedded.flatMap((folder) => [folder, `${folder}.lock`])]);
  const entries = await readdir(dataDir).catch(() => []);
  // A half-written key (persisted-signing-key.ts writes *.tmp, then links it) is not worth keeping.
  return entries.filter((name) => !skip.has(path.resolve(dataDir, name)) && !name.endsWith(".tmp")).sort();
}

/** The names in `_prisma_migrations` that finished and were not rolled back, oldest first. */
export const APPLIED_MIGRATIONS_SQL =
  "SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL ORDER BY migration_name";

/** Runs one query on a PostgreSQL database with a client of its own. */
export async function queryPostgres<T>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows as T[];
  } finally {
    await client.end();
  }
}
