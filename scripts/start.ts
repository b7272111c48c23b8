// npm start -- checks the configuration, applies migrations, seeds the demo
// content on the embedded database, builds when the sources changed, and serves.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

import { databaseTarget, describeTarget } from "@/lib/database/adapter";
import { migrate } from "@/lib/database/migrate";
import { openClient } from "@/lib/database/open-client";
import { EnvError, envSchema, parseEnv } from "@/lib/env-schema";
import { loadDotenv } from "@/lib/ops/load-dotenv";
import { buildFingerprint } from "@/lib/ops/build-fingerprint";
import { seedDemo } from "@/lib/seed/seed-demo";
import { siteSchema } from "@/lib/site";

const root = process.cwd();
const nextBin = path.join(root, "node_modules/next/dist/bin/next");
process.env.NEXT_TELEMETRY_DISABLED = "1";

function readConfig() {
  try {
    parseEnv(siteSchema, process.env);
    return parseEnv(envSchema, process.env);
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

loadDotenv();
const env = readConfig();
const target = databaseTarget(env);

const applied = await migrate(target);
console.log(`Database: ${describeTarget(target)}; ${applied.length} migration(s) applied.`);

// Demo content only where nobody keeps real data: the embedded database, or when asked for.
if (target.kind === "embedded" || process.env.SEED_DEMO === "true") {
  const { prisma, close } = await openClient(target);
  const seeded = await seedDemo(prisma).finally(close);
  if (seeded.licenses) console.log(`Seeded ${seeded.licenses} demo license(s).`);
}

const distDir = path.join(root, process.env.NEXT_DIST_DIR ?? ".next");
const stampFile = path.join(distDir, "source-fingerprint");
const fingerprint = buildFingerprint(root, process.env);
const built = existsSync(path.join(distDir, "BUILD_ID")) && existsSync(stampFile) && readFileSync(stampFile, "utf8") === fingerprint;
if (!built) {
  console.log("Building the production app (the sources or site settings changed)...");
  const build = spawnSync(process.execPath, [nextBin, "build"], { stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } });
  if (build.status !== 0) process.exit(build.status ?? 1);
  writeFileSync(stampFile, fingerprint);
}

const server = spawn(process.execPath, [nextBin, "start", "--port", String(env.PORT)], {
  stdio: "inherit",
  env: { ...process.env, NODE_ENV: "production" },
});
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
