// npm run db:backup -- <file>: writes the database (DATABASE_URL, or the embedded one in DATA_DIR), the secrets kept
// in DATA_DIR and the release jars into one tar file (docs/operations.md#backups).
import { parseArgs } from "node:util";

import { databaseTarget, describeTarget } from "@/lib/database/adapter";
import { envSchema, parseEnv } from "@/lib/env-schema";
import { backup } from "@/lib/ops/backup";
import { configOrExit } from "@/lib/ops/config-or-exit";
import { loadDotenv } from "@/lib/ops/load-dotenv";
import { releasesDir } from "@/lib/releases/releases-dir";

const { positionals } = parseArgs({ allowPositionals: true, options: {} });
const [file] = positionals;
if (!file || positionals.length > 1) {
  console.error("Usage: npm run db:backup -- <file>");
  process.exit(2);
}
loadDotenv();
const env = configOrExit(() => parseEnv(envSchema, process.env));
const target = databaseTarget(env);
try {
  const manifest = await backup({ target, dataDir: env.DATA_DIR, releasesDir: releasesDir(env) }, file);
  console.log(`Backed up ${describeTarget(target)} (${manifest.migrations.length} migration(s) applied), DATA_DIR and releases to ${file}.`);
} catch (error) {
  console.error(`db:backup: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
