import { createWriteStream, existsSync } from "node:fs";
import { cp, mkdir, mkdtemp, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";

import { PGlite } from "@electric-sql/pglite";
import * as tar from "tar";

import { acquireDataDirLock } from "@/lib/database/data-dir-lock";
import {
  APPLIED_MIGRATIONS_SQL,
  ARCHIVE_ENTRIES,
  BACKUP_FORMAT,
  checkPlace,
  dataDirFiles,
  queryPostgres,
  type BackupManifest,
  type BackupPlace,
} from "@/lib/ops/backup-archive";
import { runPgTool } from "@/lib/ops/pg-tools";

/**
 * `npm run db:backup -- <file>`: writes one tar file holding the database,
 * the files of DATA_DIR beside it and the release jars (lib/ops/backup-archive.ts).
 * PostgreSQL is dumped with pg_dump while the shop runs (a consistent
 * snapshot); the embedded database is copied with PGlite's dumpDataDir(),
 * which needs its folder to itself: the server must be stopped first. The
 * file is written under a temporary name and renamed when complete, readable
 * by this user only (it holds secrets), and never over an existing file.
 */
export async function backup(place: BackupPlace, file: string): Promise<BackupManifest> {
  checkPlace(place);
  const out = path.resolve(file);
  if (existsSync(out)) throw new Error(`${file} already exists: give the backup a new name.`);
  await mkdir(path.dirname(out), { recursive: true });
  // Beside the output, not in /tmp: the same disk (the rename is atomic) and room for the whole database.
  const staging = await mkdtemp(path.join(path.dirname(out), ".db-backup-"));
  const partial = path.join(staging, "archive.tar");
  try {
    const parts = path.join(staging, "parts");
    await mkdir(path.join(parts, ARCHIVE_ENTRIES.data), { recursive: true });
    const migrations = place.target.kind === "postgres" ? await dumpPostgres(place.target.url, parts) : await dumpEmbedded(place.target.dataDir, parts);
    for (const name of await dataDirFiles(place)) {
      await cp(path.join(place.dataDir, name), path.join(parts, ARCHIVE_ENTRIES.data, name), { recursive: true });
    }
    const releases = path.join(parts, ARCHIVE_ENTRIES.releases);
    // An upload in progress (lib/releases/add-release.ts writes *.part, then renames it) is not a release yet.
    if (existsSync(place.releasesDir)) await cp(place.releasesDir, releases, { recursive: true, filter: (source) => !source.endsWith(".part") });
    else await mkdir(releases);
    const manifest: BackupManifest = { format: BACKUP_FORMAT, database: place.target.kind, createdAt: new Date().toISOString(), migrations };
    await writeFile(path.join(parts, ARCHIVE_ENTRIES.manifest), `${JSON.stringify(manifest, null, 2)}\n`);

    const entries = [ARCHIVE_ENTRIES.manifest, ARCHIVE_ENTRIES[place.target.kind], ARCHIVE_ENTRIES.data, ARCHIVE_ENTRIES.releases];
    // portable: no user names or ids of this machine; file modes (0600 on the secrets) are kept.
    await pipeline(tar.create({ cwd: parts, portable: true }, entries), createWriteStream(partial, { mode: 0o600, flags: "wx" }));
    await rename(partial, out);
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

async function dumpPostgres(url: string, parts: string): Promise<string[]> {
  const migrations = await queryPostgres<{ migration_name: string }>(url, APPLIED_MIGRATIONS_SQL).catch(() => []);
  await runPgTool("pg_dump", ["--format=custom", `--file=${path.join(parts, ARCHIVE_ENTRIES.postgres)}`], url);
  return migrations.map((row) => row.migration_name);
}

async function dumpEmbedded(dataDir: string, parts: string): Promise<string[]> {
  // Opening an absent folder would create an empty database and back that up.
  if (!existsSync(path.join(dataDir, "PG_VERSION"))) throw new Error(`There is no embedded database in ${dataDir}: check DATA_DIR.`);
  // No waiting: a running server keeps the lock until it stops (the message says so).
  const release = await acquireDataDirLock(dataDir, 0);
  try {
    const db = new PGlite(dataDir);
    try {
      const migrations = await db.query<{ migration_name: string }>(APPLIED_MIGRATIONS_SQL).then(
        (result) => result.rows.map((row) => row.migration_name),
        () => [],
      );
      const dump = await db.dumpDataDir("gzip");
      await writeFile(path.join(parts, ARCHIVE_ENTRIES.embedded), Buffer.from(await dump.arrayBuffer()));
      return migrations;
    } finally {
      await db.close();
    }
  } finally {
    release();
  }
}
