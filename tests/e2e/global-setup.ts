import { randomBytes, randomUUID } from "node:crypto";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

import { request } from "@playwright/test";

import { upsertAdmin } from "@/lib/auth/upsert-admin";
import { openClient } from "@/lib/database/open-client";
import { migrate } from "@/lib/ops/migrate";
import { addRelease } from "@/lib/releases/add-release";

import { buildApp, startApp } from "@/scripts/support/next-server";
import { startSimulators } from "@/simulators/server";

import { E2E_PORT } from "../../playwright.config";
import { generateEcSigningKeyPem, generateSigningKeyPem } from "../support/signing-keys";
import { createTestDatabase, defaultKind } from "../support/test-databases";
import { startMailCapture } from "./support/mail-capture";
import { ADMIN_STATE, FIXTURE_FILE, MAIL_DIR, RELEASES_DIR, SERVER_LOG } from "./support/paths";
import { testServerEnv } from "./support/server-env";

const PLACEHOLDER_JAR = path.resolve("lib/seed/assets/placeholder-mod.jar");

export type E2eFixture = {
  activeLicenses: number;
  simulatorsUrl: string;
  release: { version: string; sha256: string; sizeBytes: number };
  /** The admin the signed-in tests use (ADMIN_STATE), and one for the sign-in tests themselves. */
  admin: { username: string; password: string };
  loginAdmin: { username: string; password: string };
  /** Its own account for "Sign out everywhere", which would end the other tests' sessions. */
  everywhereAdmin: { username: string; password: string };
};

/** Signs the admin in once, over the real sign-in route, and keeps the cookie for the admin tests (storageState). */
async function saveAdminSession(admin: { username: string; password: string }) {
  const baseURL = `http://127.0.0.1:${E2E_PORT}`;
  const context = await request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL, "x-forwarded-for": "10.255.0.1" } });
  const response = await context.post("/api/admin/login", { data: admin });
  if (!response.ok()) throw new Error(`admin sign-in for the e2e tests failed: ${response.status()} ${await response.text()}`);
  await context.storageState({ path: ADMIN_STATE });
  await context.dispose();
}

/**
 * A fresh database (PostgreSQL at DATABASE_URL when set, else embedded),
 * migrated, given a random number of active licenses and one release; the
 * PayPal, Mojang and VirusTotal simulators and an SMTP server on loopback;
 * then a production build served by scripts/serve.ts, wired to all of them
 * through the same variables production uses. Returns the teardown.
 */
export default async function globalSetup() {
  if (process.env.DATABASE_URL) process.env.TEST_BASE_DATABASE_URL = process.env.DATABASE_URL;
  rmSync(path.dirname(FIXTURE_FILE), { recursive: true, force: true });
  mkdirSync(path.dirname(FIXTURE_FILE), { recursive: true });
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
  const admin = { username: "e2e-admin", password: randomBytes(12).toString("base64url") };
  const loginAdmin = { username: "e2e-login", password: randomBytes(12).toString("base64url") };
  const everywhereAdmin = { username: "e2e-everywhere", password: randomBytes(12).toString("base64url") };
  await upsertAdmin(prisma, admin);
  await upsertAdmin(prisma, loginAdmin);
  await upsertAdmin(prisma, everywhereAdmin);
  const release = await addRelease(prisma, { sourcePath: PLACEHOLDER_JAR, version: "1.0.0", releasesDir: RELEASES_DIR, slug: "ahsniper" }).finally(close);

  const simulators = await startSimulators({ port: 0 });
  simulators.virustotal.addFile(release.sha256, { malicious: 0, suspicious: 0, undetected: 12, harmless: 58 });
  const mail = await startMailCapture(MAIL_DIR);
  const fixture: E2eFixture = {
    activeLicenses,
    simulatorsUrl: simulators.url,
    release: { version: release.version, sha256: release.sha256, sizeBytes: release.sizeBytes },
    admin,
    loginAdmin,
    everywhereAdmin,
  };
  writeFileSync(FIXTURE_FILE, JSON.stringify(fixture));

  const env = testServerEnv(simulators.url, {
    ...db.env,
    VIRUSTOTAL_API_BASE: `${simulators.url}/virustotal/api/v3`,
    VIRUSTOTAL_API_KEY: "e2e-virustotal-key",
    DOWNLOAD_TOKEN_SECRET: "e2e-download-token-secret-0123456789abcdef",
    AUTH_SECRET: "e2e-auth-secret-0123456789abcdef0123456789",
    // Present at build time too, so tests/e2e/client-bundle.spec.ts would find it if a bundle took it in.
    LICENSE_SIGNING_KEY: generateSigningKeyPem(),
    LICENSE_SIGNING_EC_KEY: generateEcSigningKeyPem(),
    RELEASES_DIR,
    SMTP_URL: mail.url,
    // The tests play one trusted proxy in front of the shop (tests/e2e/support/shop.ts).
    TRUSTED_PROXY_HOPS: "1",
  });
  buildApp(env);
  const server = await startApp(env, E2E_PORT, SERVER_LOG);
  await saveAdminSession(admin);

  return async () => {
    await server.stop();
    await Promise.all([simulators.stop(), mail.close()]);
    await db.drop();
  };
}
