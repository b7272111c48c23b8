// npm run db:restore -- <file> [--force]: puts a db:backup file back into DATABASE_URL (or the embedded database in
// DATA_DIR), DATA_DIR and RELEASES_DIR; refuses to overwrite anything that is not empty without --force.
import { parseArgs } from "node:util";

import { databaseTarget, describeTarget } from "@/lib/database/adapter";
import { readMigrations } from "@/lib/database/migrations";
import { envSchema, parseEnv } from "@/lib/env-schema";
import { configOrExit } from "@/lib/ops/config-or-exit";
import { loadDotenv } from "@/lib/ops/load-dotenv";
import { restore } from "@/lib/ops/restore";
import { releasesDir } from "@/lib/releases/releases-dir";

const { positionals, values } = parseArgs({ allowPositionals: true, options: { force: { type: "boolean", default: false } } });
const [file] = positionals;
if (!file || positionals.length > 1) {
  console.error("Usage: npm run db:restore -- <file> [--force]");
  process.exit(2);
}
loadDotenv();
const env = configOrExit(() => parseEnv(envSchema, process.env));
const target = databaseTarget(env);
try {
  const manifest = await restore({ target, dataDir: env.DATA_DIR, releasesDir: releasesDir(env) }, file, { force: values.force });
  console.log(`Restored the backup of ${manifest.createdAt} into ${describeTarget(target)}, DATA_DIR and releases.`);
  const shipped = (await readMigrations()).migrationDirectories.map((m) => m.path);
  const applied = new Set(manifest.migrations);
  const pending = shipped.filter((name) => !applied.has(name));
  if (pending.length) console.log(`This build ships ${pending.length} migration(s) the backup lacks: run npm run db:migrate before starting.`);
  const unknown = manifest.migrations.filter((name) => !shipped.includes(name));
  if (unknown.length) console.log(`The backup was made by a newer build (migrations ${unknown.join(", ")}): deploy that build or newer.`);
} catch (error) {
  console.error(`db:restore: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
