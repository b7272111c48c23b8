// npm run release:add -- <path/to/mod.jar> --version <x.y.z> [--channel stable|beta] [--notes "<release notes>"]
// Registers a build of the mod (copied into RELEASES_DIR); the newest stable one is what buyers download. The
// dashboard's upload does the same. package.json runs it under the react-server condition, as Next runs the server's
// code: registering queues the release.published webhooks through modules marked server-only.
import { parseArgs } from "node:util";

import { databaseTarget } from "@/lib/database/adapter";
import { openClient } from "@/lib/database/open-client";
import { envSchema, parseEnv } from "@/lib/env-schema";
import { loadDotenv } from "@/lib/ops/load-dotenv";
import { announceRelease } from "@/lib/outgoing-webhooks/announce-release";
import { addRelease } from "@/lib/releases/add-release";
import { releasesDir } from "@/lib/releases/releases-dir";
import { RELEASE_CHANNELS } from "@/lib/releases/schemas";
import { siteSchema } from "@/lib/site-schema";

loadDotenv();
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { version: { type: "string" }, channel: { type: "string", default: "stable" }, notes: { type: "string" } },
});
const [sourcePath] = positionals;
const channel = RELEASE_CHANNELS.find((name) => name === values.channel);
if (!sourcePath || !values.version || !channel) {
  console.error('Usage: npm run release:add -- <path/to/mod.jar> --version <x.y.z> [--channel stable|beta] [--notes "<release notes>"]');
  process.exit(2);
}
const env = parseEnv(envSchema, process.env);
const { prisma, close } = await openClient(databaseTarget(env));
try {
  const release = await addRelease(prisma, {
    sourcePath,
    version: values.version,
    channel,
    notes: values.notes?.trim() || null,
    releasesDir: releasesDir(env),
    slug: parseEnv(siteSchema, process.env).SITE_COMMAND,
    announce: announceRelease,
  });
  console.log(`Registered ${release.fileName} (${release.channel}): ${release.sizeBytes} bytes, SHA-256 ${release.sha256}.`);
} catch (error) {
  console.error(`release:add: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await close();
}
