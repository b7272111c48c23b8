import { randomUUID } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

import { migrate } from "@/lib/database/migrate";
import { openClient } from "@/lib/database/open-client";

import { createTestDatabase, defaultKind } from "../helpers/test-databases";
import { E2E_PORT, E2E_PUBLIC_URL } from "../../playwright.config";
import { FIXTURE_FILE, SERVER_LOG } from "./support/paths";
import { buildApp, startApp } from "../support/next-server";


/**
 * A fresh database (PostgreSQL at DATABASE_URL when set, else embedded),
 * migrated and given a random number of active licenses; then a production
 * build against it, served by `next start`. Returns the teardown.
 */
export default async function globalSetup() {
  if (process.env.DATABASE_URL) process.env.TEST_BASE_DATABASE_URL = process.env.DATABASE_URL;
  const db = await createTestDatabase(defaultKind(), "e2e");
  await migrate(db.target);

  const activeLicenses = 4 + Math.floor(Math.random() * 40);
  const { prisma, close } = await openClient(db.target);
  await prisma.license.createMany({
    data: [
      ...Array.from({ length: activeLicenses }, (_, i) => ({ uuid: randomUUID(), username: `e2e_active_${i}`, source: "ADMIN" as const })),
      { uuid: randomUUID(), username: "e2e_revoked", source: "ADMIN" as const, active: false },
    ],
  });
  await close();
  mkdirSync(path.dirname(FIXTURE_FILE), { recursive: true });
  writeFileSync(FIXTURE_FILE, JSON.stringify({ activeLicenses }));

  const { DATABASE_URL: _url, DATA_DIR: _dir, ...base } = process.env;
  // A blank DATABASE_URL keeps a developer's .env from pointing the test server at their database.
  const env = { ...base, DATABASE_URL: "", ...db.env, NEXT_DIST_DIR: ".next-test", PUBLIC_SITE_URL: E2E_PUBLIC_URL, NEXT_TELEMETRY_DISABLED: "1" };
  buildApp(env);
  const server = await startApp(env, E2E_PORT, SERVER_LOG);

  return async () => {
    await server.stop();
    await db.drop();
  };
}
