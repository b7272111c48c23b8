import type { TestProject } from "vitest/node";

import { migrate } from "@/lib/database/migrate";

import { createTestDatabase, defaultKind } from "./test-databases";

/**
 * One fresh database for the integration run (PostgreSQL at DATABASE_URL when
 * set, else an embedded one in a temporary folder), migrated, then dropped.
 */
export default async function setup(_project: TestProject) {
  if (process.env.DATABASE_URL) process.env.TEST_BASE_DATABASE_URL = process.env.DATABASE_URL;
  const db = await createTestDatabase(defaultKind(), "it");
  await migrate(db.target);
  delete process.env.DATABASE_URL;
  Object.assign(process.env, db.env);
  return () => db.drop();
}
