// npm run db:migrate -- applies pending migrations to DATABASE_URL, or to the
// embedded database in DATA_DIR when DATABASE_URL is unset.
import { databaseTarget, describeTarget } from "@/lib/database/adapter";
import { envSchema, parseEnv } from "@/lib/env-schema";
import { loadDotenv } from "@/lib/ops/load-dotenv";
import { migrate } from "@/lib/ops/migrate";

loadDotenv();
const target = databaseTarget(parseEnv(envSchema, process.env));
const applied = await migrate(target);
console.log(
  applied.length
    ? `Applied ${applied.length} migration(s) to ${describeTarget(target)}: ${applied.join(", ")}`
    : `No pending migrations for ${describeTarget(target)}.`,
);
// Prisma's schema engine (WebAssembly) keeps a timer alive for about ten seconds after its work is done; the
// migration is committed and reported, so end now instead of idling through it.
process.exit(0);
