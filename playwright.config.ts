import { defineConfig, devices } from "@playwright/test";

import { CHROMIUM_ARGS, chromiumPath } from "./tests/support/chromium";

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
/** Canonical links and JSON-LD are built from this, so the tests can tell it from the serving address. */
export const E2E_PUBLIC_URL = "https://shop.example.test";

export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/e2e/global-setup.ts",
  timeout: 30_000,
  expect: { timeout: 7_500 },
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    trace: "retain-on-failure",
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
      },
    },
  ],
});
