import { existsSync } from "node:fs";
import { cp, mkdir, mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";

import { PGlite } from "@electric-sql/pglite";
import * as tar from "tar";

import { describeTarget } from "@/lib/database/adapter";
import { acquireDataDirLock } from "@/lib/database/data-dir-lock";
import {
  ARCHIVE_ENTRIES,
  backupManifestSchema,
  checkPlace,
  dataDirFiles,
  queryPostgres,
  type BackupManifest,
  type BackupPlace,
} from "@/lib/ops/backup-archive";
import { runPgTool } from "@/lib/ops/pg-tools";

const KIND_LABEL = { postgres: "PostgreSQL (DATABASE_URL set)", embedded: "embedded (DATABASE_URL unset)" } as const;

/**
 * `npm run db:restore -- <file> [--force]`: puts a backup made by
 * `npm run db:backup` back: the database, the DATA_DIR files and the release
 * jars. It refuses, listing what is in the way, to overwrite a database that
 * has tables, an embedded data folder, a DATA_DIR file or a releases folder
 * that is not empty, unless `force`: then those are replaced. An embedded
 * database is restored only while no server holds its folder.
 */
export async function restore(place: BackupPlace, file: string, { force = false } = {}): Promise<BackupManifest> {
  checkPlace(place);
  if (!existsSync(file)) throw new Error(`${file} does not exist.`);
  const staging = await mkdtemp(path.join(os.tmpdir(), "db-restore-"));
  let releaseLock: (() => void) | undefined;
  try {
    // strict: a damaged archive fails here, before anything is overwritten (tar also refuses paths leaving `cwd`).
    await tar.extract({ file, cwd: staging, strict: true });
    const manifest = await readManifest(staging, file);
    if (manifest.database !== place.target.kind) {
      throw new Error(`${file} holds a ${KIND_LABEL[manifest.database]} database, but this configuration is ${KIND_LABEL[place.target.kind]}.`);
    }
    if (place.target.kind === "embedded") {
      await mkdir(path.dirname(place.target.dataDir), { recursive: true });
      releaseLock = await acquireDataDirLock(place.target.dataDir, 0);
    }
    const dataFiles = await readdir(path.join(staging, ARCHIVE_ENTRIES.data));
    const inTheWay = await occupied(place, dataFiles);
    if (inTheWay.length && !force) {
      throw new Error(`Refusing to overwrite ${inTheWay.join("; ")}. Restore into an empty database and folders, or pass --force to replace them.`);
    }

    if (place.target.kind === "postgres") {
      if (inTheWay.length) await emptyPostgres(place.target.url);
      const args = ["--no-owner", "--no-privileges", "--exit-on-error", "--single-transaction"];
      await runPgTool("pg_restore", [...args, path.join(staging, ARCHIVE_ENTRIES.postgres)], place.target.url);
    } else {
      await loadEmbedded(place.target.dataDir, path.join(staging, ARCHIVE_ENTRIES.embedded));
    }
    await mkdir(place.dataDir, { recursive: true });
    for (const name of dataFiles) {
      const destination = path.join(place.dataDir, name);
      await rm(destination, { recursive: true, force: true });
      await cp(path.join(staging, ARCHIVE_ENTRIES.data, name), destination, { recursive: true });
    }
    await rm(place.releasesDir, { recursive: true, force: true });
    await cp(path.join(staging, ARCHIVE_ENTRIES.releases), place.releasesDir, { recursive: true });
    return manifest;
  } finally {
    releaseLock?.();
    await rm(staging, { recursive: true, force: true });
  }
}

async function readManifest(staging: string, file: string): Promise<BackupManifest> {
  const text = await readFile(path.join(staging, ARCHIVE_ENTRIES.manifest), "utf8").catch(() => undefined);
  const parsed = backupManifestSchema.safeParse(text === undefined ? undefined : JSON.parse(text));
  if (!parsed.success) throw new Error(`${file} is not a backup this version of the shop can restore (manifest.json missing or of another format).`);
  return parsed.data;
}

/** What a restore would overwrite: a database with tables, a non-empty data or releases folder, a DATA_DIR file of the same name. */
async function occupied(place: BackupPlace, dataFiles: string[]): Promise<string[]> {
  const found: string[] = [];
  const notEmpty = async (dir: string) => (await readdir(dir).catch(() => [])).length > 0;
  if (place.target.kind === "postgres") {
    const [row] = await queryPostgres<{ n: number }>(
      place.target.url,
      "SELECT count(*)::int AS n FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')",
    );
    if (row && row.n > 0) found.push(`${describeTarget(place.target)}, which has ${row.n} table(s)`);
  } else if (await notEmpty(place.target.dataDir)) {
    found.push(`the ${describeTarget(place.target)}`);
  }
  const existing = new Set(await dataDirFiles(place));
  for (const name of dataFiles) if (existing.has(name)) found.push(`${path.join(place.dataDir, name)}`);
  if (await notEmpty(place.releasesDir)) found.push(`the releases in ${place.releasesDir}`);
  return found;
}

/**
 * For --force: drops every schema of the database (the shop's and pg-boss's)
 * and makes an empty `public`. pg_restore's own --clean cannot do it: it
 * drops constraints one by one, which pg-boss's partitioned job tables refuse.
 */
async function emptyPostgres(url: string) {
  const schemas = await queryPostgres<{ name: string }>(
    url,
    "SELECT quote_ident(nspname) AS name FROM pg_namespace WHERE nspname NOT LIKE 'pg\\_%' AND nspname <> 'information_schema'",
  );
  await queryPostgres(url, `${schemas.map(({ name }) => `DROP SCHEMA ${name} CASCADE;`).join(" ")} CREATE SCHEMA public;`);
}

/** Unpacks a dumpDataDir() archive into an empty folder by opening PGlite on it with loadDataDir, and checks it answers. */
async function loadEmbedded(dataDir: string, dump: string) {
  await rm(dataDir, { recursive: true, force: true });
  await mkdir(dataDir, { recursive: true });
  const db = new PGlite(dataDir, { loadDataDir: new Blob([await readFile(dump)]) });
  try {
    await db.query("SELECT 1");
  } finally {
    await db.close();
  }
}
