import type { TestProject } from "vitest/node";

import { generateEcSigningKeyPem, generateSigningKeyPem } from "./signing-keys";
import { startSmtp } from "./smtp-server";
import { createRunTemplate, defaultKind } from "./test-databases";

/**
 * For the integration run: one migrated template database (PostgreSQL at
 * DATABASE_URL when set, else an embedded one in a temporary folder), which
 * each worker copies into a database of its own, with simulators of its own
 * (tests/support/integration-worker.ts); and the configuration they share.
 * The app under test reaches both through the same variables it reads in
 * production.
 */
export default async function setup(_project: TestProject) {
  if (process.env.DATABASE_URL) process.env.TEST_BASE_DATABASE_URL = process.env.DATABASE_URL;
  delete process.env.DATABASE_URL;
  delete process.env.DATA_DIR;
  const dropDatabases = await createRunTemplate(defaultKind());

  // The shop under test is configured like a real one, with a mail server (a sink here; tests that read mail start their own).
  const mailSink = await startSmtp();
  for (const name of ["PAYPAL_ENV", "PAYPAL_CLIENT_ID", "PAYPAL_CLIENT_SECRET", "PAYPAL_WEBHOOK_ID", "VIRUSTOTAL_API_KEY", "LICENSE_SIGNING_KEYS_RETIRED"])
    delete process.env[name];
  Object.assign(process.env, {
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
    await mailSink.close();
    await dropDatabases();
  };
}
