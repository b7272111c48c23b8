import { defineConfig, devices } from "@playwright/test";

import { CHROMIUM_ARGS, chromiumPath } from "./tests/support/chromium";
import { TEST_PUBLIC_SITE_URL } from "./tests/support/next-server";

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
/** Canonical links and JSON-LD are built from this, so the tests can tell it from the serving address. */
export const E2E_PUBLIC_URL = TEST_PUBLIC_SITE_URL;

const browser = { ...devices["Desktop Chrome"], launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS } };
const MULTI_INSTANCE = /multi-instance\.spec\.ts$/;

export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/e2e/global-setup.ts",
  timeout: 30_000,
  expect: { timeout: 7_500 },
  fullyParallel: true,
  // One browser per core. A third, to use the minutes the cluster project below waits on pg-boss's clock, slowed
  // the others on a busy machine until a toast missed its 7.5 s expectation. E2E_WORKERS overrides it.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  forbidOnly: true,
  retries: 0,
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    trace: "retain-on-failure",
  },
  // Workers take tests in the projects' order: the cluster (two instances behind nginx, tests/e2e/multi-instance.spec.ts)
  // goes first because its serial tests wait out minutes of cron and lease timers; the rest fill the other workers.
  projects: [
    { name: "cluster", testMatch: MULTI_INSTANCE, use: browser },
    { name: "chromium", testIgnore: MULTI_INSTANCE, use: browser },
  ],
});
