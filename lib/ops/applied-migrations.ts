import "server-only";

import { readdir } from "node:fs/promises";
import path from "node:path";

import { prisma } from "@/lib/database/db";

// The app runs from the project folder (npm start, systemd's WorkingDirectory); the bundler need not trace it.
const MIGRATIONS_DIR = path.join(/* turbopackIgnore: true */ process.cwd(), "prisma", "migrations");

let expected: Promise<string[]> | undefined;

/** The migrations this build ships (the folders under prisma/migrations), read once per process. */
function shippedMigrations(): Promise<string[]> {
  expected ??= readdir(MIGRATIONS_DIR, { withFileTypes: true }).then((entries) => entries.filter((e) => e.isDirectory()).map((e) => e.name));
  return expected;
}

/**
 * The migrations this build ships that the database has not applied yet
 * (finished, not rolled back, in `_prisma_migrations`). Empty when the
 * schema is current; a release whose `npm run db:migrate` has not run yet
 * shows its new migrations here.
 */
export async function pendingMigrations(): Promise<string[]> {
  const [shipped, applied] = await Promise.all([
    shippedMigrations(),
    prisma.$queryRaw<{ migration_name: string }[]>`SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`,
  ]);
  const done = new Set(applied.map((row) => row.migration_name));
  return shipped.filter((name) => !done.has(name));
}
