// npm run db:seed -- adds the demo content (idempotent) to the configured database.
import { databaseTarget, describeTarget } from "@/lib/database/adapter";
import { openClient } from "@/lib/database/open-client";
import { envSchema, parseEnv } from "@/lib/env-schema";
import { loadDotenv } from "@/lib/ops/load-dotenv";
import { seedDemo } from "@/lib/seed/seed-demo";

loadDotenv();
const target = databaseTarget(parseEnv(envSchema, process.env));
const { prisma, close } = await openClient(target);
try {
  const result = await seedDemo(prisma);
  console.log(`Seeded ${describeTarget(target)}: ${result.licenses} demo license(s) added.`);
} finally {
  await close();
}
