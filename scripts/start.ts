// npm start -- checks the configuration, applies migrations, seeds the demo
// content on the embedded database, builds when the sources changed, and serves.
// It runs compiled (scripts/compile-server.mjs), beside the compiled server it starts.
import { spawn, spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { ensureFirstAdmin } from "@/lib/auth/upsert-admin";
import { databaseTarget, describeTarget } from "@/lib/database/adapter";
import { openClient } from "@/lib/database/open-client";
import { DISCORD_SETTINGS, envSchema, parseEnv } from "@/lib/env-schema";
import { buildFingerprint, buildIsCurrent, stampBuild } from "@/lib/ops/build-fingerprint";
import { configOrExit } from "@/lib/ops/config-or-exit";
import { loadDotenv } from "@/lib/ops/load-dotenv";
import { migrate } from "@/lib/ops/migrate";
import { releasesDir } from "@/lib/releases/releases-dir";
import { seedDemo } from "@/lib/seed/seed-demo";
import { defaultSiteUrlToPort, siteSchema } from "@/lib/site-schema";

import { discordDemoEnv } from "@/simulators/discord/demo";
import { simulatorEnv, startSimulators } from "@/simulators/server";

import { serveNodeOptions } from "./serve-node-options";

const root = process.cwd();
const nextBin = path.join(root, "node_modules/next/dist/bin/next");
process.env.NEXT_TELEMETRY_DISABLED = "1";

loadDotenv();
const env = configOrExit(() => {
  parseEnv(siteSchema, process.env);
  return parseEnv(envSchema, process.env);
});
const target = databaseTarget(env);
defaultSiteUrlToPort(process.env, env.PORT);

const applied = await migrate(target);
console.log(`Database: ${describeTarget(target)}; ${applied.length} migration(s) applied.`);

// Demo content only where nobody keeps real data: the embedded database, or when asked for.
if (target.kind === "embedded" || process.env.SEED_DEMO === "true") {
  const { prisma, close } = await openClient(target);
  const seeded = await seedDemo(prisma, { releasesDir: releasesDir(env), slug: parseEnv(siteSchema, process.env).SITE_COMMAND });
  const firstAdmin = target.kind === "embedded" ? await ensureFirstAdmin(prisma) : null;
  await close();
  if (seeded.licenses || seeded.release) console.log(`Seeded ${seeded.licenses} demo license(s)${seeded.release ? " and the placeholder release" : ""}.`);
  // Printed once, on the start that made it; it is stored only as an argon2id hash.
  if (firstAdmin) {
    console.log(`Created the first admin account: username "${firstAdmin.username}", password "${firstAdmin.password}".`);
    console.log(`Change it with: npm run admin:create -- --username ${firstAdmin.username}`);
  }
}

const distDir = process.env.NEXT_DIST_DIR ?? ".next";
if (!buildIsCurrent(root, distDir, process.env)) {
  console.log("Building the production app (the sources or site settings changed)...");
  const fingerprint = buildFingerprint(root, process.env);
  const build = spawnSync(process.execPath, [nextBin, "build"], { stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } });
  if (build.status !== 0) process.exit(build.status ?? 1);
  stampBuild(root, distDir, fingerprint);
}

// Demo mode: PayPal, Mojang and VirusTotal stand-ins in this process, on a local port.
const serviceEnv: Record<string, string> = {};
let simulators: Awaited<ReturnType<typeof startSimulators>> | undefined;
if (env.PAYPAL_ENV === "simulator") {
  simulators = await startSimulators({ port: Number(process.env.SIMULATORS_PORT ?? 4010) });
  // A base URL set in the environment wins over its simulator.
  for (const [name, url] of Object.entries(simulatorEnv(simulators.url))) serviceEnv[name] = process.env[name] ?? url;
  // The Discord buyer role against the simulated Discord's demo application and server, unless Discord is configured.
  if (DISCORD_SETTINGS.every((name) => !process.env[name])) Object.assign(serviceEnv, discordDemoEnv());
  console.log(`Demo mode (PAYPAL_ENV=simulator): no real payments. Simulators at ${simulators.url}.`);
}

// Our own server around Next's handler (scripts/serve.ts, compiled beside this file): it reads client addresses from the socket.
const serveEntry = path.join(path.dirname(fileURLToPath(import.meta.url)), "serve.mjs");
const server = spawn(process.execPath, [serveEntry], {
  stdio: "inherit",
  env: { ...process.env, ...serviceEnv, NODE_ENV: "production", NODE_OPTIONS: serveNodeOptions(process.env.NODE_OPTIONS) },
});
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => {
  void simulators?.stop();
  process.exit(code ?? 0);
});
