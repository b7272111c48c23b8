// npm run db:seed -- adds the demo content (idempotent) to the configured database.
import { databaseTarget, describeTarget } from "@/lib/database/adapter";
import { openClient } from "@/lib/database/open-client";
import { envSchema, parseEnv } from "@/lib/env-schema";
import { loadDotenv } from "@/lib/ops/load-dotenv";
import { releasesDir } from "@/lib/releases/releases-dir";
import { seedDemo } from "@/lib/seed/seed-demo";
import { siteSchema } from "@/lib/site-schema";

loadDotenv();
const env = parseEnv(envSchema, process.env);
const target = databaseTarget(env);
const { prisma, close } = await openClient(target);
try {
  const result = await seedDemo(prisma, { releasesDir: releasesDir(env), slug: parseEnv(siteSchema, process.env).SITE_COMMAND });
  console.log(`Seeded ${describeTarget(target)}: ${result.licenses} demo license(s)${result.release ? " and the placeholder release" : ""} added.`);
} finally {
  await close();
}
