import type { TestProject } from "vitest/node";

import { migrate } from "@/lib/ops/migrate";

import { startSimulators } from "@/simulators/server";

import { generateEcSigningKeyPem, generateSigningKeyPem } from "./signing-keys";
import { startSmtp } from "./smtp-server";
import { createTestDatabase, defaultKind } from "./test-databases";

/**
 * For the integration run: one fresh database (PostgreSQL at DATABASE_URL
 * when set, else an embedded one in a temporary folder), migrated, and the
 * PayPal, Mojang and VirusTotal simulators on a free port. The app under test
 * reaches both through the same variables it reads in production.
 */
export default async function setup(_project: TestProject) {
  if (process.env.DATABASE_URL) process.env.TEST_BASE_DATABASE_URL = process.env.DATABASE_URL;
  const db = await createTestDatabase(defaultKind(), "it");
  await migrate(db.target);
  delete process.env.DATABASE_URL;
  Object.assign(process.env, db.env);

  const simulators = await startSimulators({ port: 0 });
  // The shop under test is configured like a real one, with a mail server (a sink here; tests that read mail start their own).
  const mailSink = await startSmtp();
  for (const name of ["PAYPAL_ENV", "PAYPAL_CLIENT_ID", "PAYPAL_CLIENT_SECRET", "PAYPAL_WEBHOOK_ID", "VIRUSTOTAL_API_KEY", "LICENSE_SIGNING_KEYS_RETIRED"])
    delete process.env[name];
  Object.assign(process.env, {
    SIMULATORS_URL: simulators.url,
    PAYPAL_API_BASE: `${simulators.url}/paypal`,
    MOJANG_API_BASE: `${simulators.url}/mojang`,
    MOJANG_SESSION_BASE: `${simulators.url}/mojang-session`,
    VIRUSTOTAL_API_BASE: `${simulators.url}/virustotal/api/v3`,
    DOWNLOAD_TOKEN_SECRET: "integration-tests-download-token-secret-0123456789",
    // Encrypts the admin session cookies tests mint (tests/support/admin-session.ts).
    AUTH_SECRET: "integration-tests-auth-secret-0123456789abcdef",
    // Signs the whitelist answers; made once per run (a 3072-bit key takes a moment), with a second one for the rotation test.
    LICENSE_SIGNING_KEY: generateSigningKeyPem(),
    LICENSE_SIGNING_EC_KEY: generateEcSigningKeyPem(),
    TEST_NEXT_LICENSE_SIGNING_KEY: generateSigningKeyPem(),
    SMTP_URL: mailSink.url,
  });

  return async () => {
    await simulators.stop();
    await mailSink.close();
    await db.drop();
  };
}
