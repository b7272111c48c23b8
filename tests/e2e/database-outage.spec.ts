import { randomUUID } from "node:crypto";
import path from "node:path";

import { UNEXPECTED_ERROR } from "@/lib/content/errors";
import { signDownloadToken } from "@/lib/downloads/token-signature";

import { startApp, TEST_DIST_DIR } from "@/scripts/support/next-server";

import { E2E_PORT } from "../../playwright.config";
import { expect, test } from "./support/test";

/**
 * While the database is unreachable, requests get 503 with
 * Retry-After (JSON for the API, the error page for pages), never 500. The
 * production build is served against a PostgreSQL address where nothing
 * listens, so every query fails as it does while the server restarts.
 */
const port = E2E_PORT + 3;
// One server for the file: its tests must share it, not start one each in parallel workers.
test.describe.configure({ mode: "serial" });
const SECRET = "e2e-outage-download-secret-0123456789abcdef";
let server: { stop: () => Promise<void> };

test.beforeAll(async () => {
  test.setTimeout(90_000);
  const { DATA_DIR: _dir, ...base } = process.env;
  const env = {
    ...base,
    DATABASE_URL: "postgresql://postgres@127.0.0.1:1/unreachable",
    NEXT_DIST_DIR: TEST_DIST_DIR,
    DOWNLOAD_TOKEN_SECRET: SECRET,
    AUTH_SECRET: "e2e-outage-auth-secret-0123456789abcdef0123",
  };
  server = await startApp(env, port, path.resolve(".e2e/outage-server.log"), { ready: (status) => status === 503 });
});
test.afterAll(() => server?.stop());

const url = (p: string) => `http://127.0.0.1:${port}${p}`;

test("the API answers 503 with Retry-After, and /api/health says the database is unreachable", async ({ request }) => {
  const health = await request.get(url("/api/health"));
  expect(health.status()).toBe(503);
  expect(health.headers()["retry-after"]).toBe("5");
  expect(await health.json()).toEqual({ status: "unavailable", database: "unreachable" });

  for (const answer of [
    await request.get(url("/api/license/verify?uuid=069a79f444e94726a5befca90e38aaf5")),
    await request.post(url("/api/download-link"), { data: { email: "buyer@example.com" } }),
  ]) {
    expect(answer.status()).toBe(503);
    expect(Number(answer.headers()["retry-after"])).toBeGreaterThan(0);
    expect((await answer.json()).error.code).toBe("service_unavailable");
  }
});

test("a page that needs the database answers 503 with Retry-After and the error page; prerendered pages still serve", async ({ page }) => {
  const access = signDownloadToken(randomUUID(), new Date(Date.now() + 3_600_000), SECRET);
  const response = await page.goto(url(`/download?access=${encodeURIComponent(access)}`));
  expect(response?.status()).toBe(503);
  expect(response?.headers()["retry-after"]).toBe("5");
  await expect(page.getByRole("heading", { level: 1, name: UNEXPECTED_ERROR.heading })).toBeVisible();

  const home = await page.goto(url("/faq"));
  expect(home?.status()).toBe(200);
});
