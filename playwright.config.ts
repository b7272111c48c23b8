import { defineConfig, devices } from "@playwright/test";

import { CHROMIUM_ARGS, chromiumPath } from "./scripts/support/chromium";
import { TEST_PUBLIC_SITE_URL } from "./scripts/support/next-server";

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
/** Canonical links and JSON-LD are built from this, so the tests can tell it from the serving address. */
export const E2E_PUBLIC_URL = TEST_PUBLIC_SITE_URL;

const browser = { ...devices["Desktop Chrome"], launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS } };
const MULTI_INSTANCE = /multi-instance\.spec\.ts$/;
const BROWSERS = Number(process.env.E2E_WORKERS ?? 2);

export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/e2e/global-setup.ts",
  timeout: 30_000,
  expect: { timeout: 7_500 },
  fullyParallel: true,
  // One browser per core for the chromium project (a third slowed the others on a busy machine until a toast missed
  // its 7.5 s expectation; E2E_WORKERS overrides it), and two more workers for the cluster project's two pairs of
  // instances, which spend most of their minutes waiting on pg-boss's clock, not on the cores.
  workers: BROWSERS + 2,
  forbidOnly: true,
  retries: 0,
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    // A trace records every action's DOM and screenshots while the test runs, kept only when it fails: worth it by
    // hand, where the failure's trace can be opened; CI keeps only the output, so .ci/run turns it off (E2E_TRACE=off).
    trace: process.env.E2E_TRACE === "off" ? "off" : "retain-on-failure",
  },
  // The clusters (two instances behind nginx each, tests/e2e/multi-instance.spec.ts) have a worker each: their serial
  // tests wait out minutes of cron and lease timers, side by side and beside the browsers rather than in one's place.
  projects: [
    { name: "cluster", testMatch: MULTI_INSTANCE, use: browser, workers: 2 },
    { name: "chromium", testIgnore: MULTI_INSTANCE, use: browser, workers: BROWSERS },
  ],
});
