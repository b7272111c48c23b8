import { TEST_DIST_DIR, TEST_PUBLIC_SITE_URL } from "@/scripts/support/next-server";
import { simulatorEnv } from "@/simulators/server";

/**
 * The environment of a production server the e2e tests start: this process's, without a developer's database
 * or real PayPal credentials (a blank DATABASE_URL keeps their .env from pointing the server at it), serving the
 * test build, wired to the simulators at `simulatorsUrl` through the variables production uses; `own` adds
 * the server's database, secrets and whatever else is its own.
 */
export function testServerEnv(simulatorsUrl: string, own: Record<string, string | undefined>): NodeJS.ProcessEnv {
  const {
    DATABASE_URL: _database,
    DATA_DIR: _dataDir,
    PAYPAL_ENV: _paypalEnv,
    PAYPAL_CLIENT_ID: _clientId,
    PAYPAL_CLIENT_SECRET: _clientSecret,
    PAYPAL_WEBHOOK_ID: _webhookId,
    SITE_NAME: _siteName,
    SITE_COMMAND: _siteCommand,
    ...base
  } = process.env;
  return {
    ...base,
    DATABASE_URL: "",
    NEXT_DIST_DIR: TEST_DIST_DIR,
    PUBLIC_SITE_URL: TEST_PUBLIC_SITE_URL,
    NEXT_TELEMETRY_DISABLED: "1",
    ...simulatorEnv(simulatorsUrl),
    ...own,
  };
}
