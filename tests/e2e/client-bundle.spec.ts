import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { fixture } from "./support/shop";
import { expect, test } from "./support/test";

const STATIC_DIR = path.resolve(".next-test/static");

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? files(path.join(dir, entry.name)) : [path.join(dir, entry.name)]));
}

test("no server secret, admin password or hash reaches the browser's bundles", async ({ page }) => {
  // Global setup built the app with these values; the browser must never receive them.
  const secrets = [
    "e2e-download-token-secret-0123456789abcdef",
    "e2e-virustotal-key",
    "e2e-auth-secret-0123456789abcdef0123456789",
    fixture.admin.password,
    fixture.loginAdmin.password,
    "DOWNLOAD_TOKEN_SECRET",
    "VIRUSTOTAL_API_KEY",
    "PAYPAL_CLIENT_SECRET",
    "AUTH_SECRET",
    "LICENSE_SIGNING_KEY",
    "PRIVATE KEY-----",
    "passwordHash",
    "password_hash",
    "$argon2id$",
  ];
  const bundles = files(STATIC_DIR).filter((file) => file.endsWith(".js"));
  expect(bundles.length).toBeGreaterThan(0);
  const leaks = bundles.flatMap((file) => {
    const text = readFileSync(file, "utf8");
    return secrets.filter((secret) => text.includes(secret)).map((secret) => `${path.relative(STATIC_DIR, file)}: ${secret}`);
  });
  expect(leaks).toEqual([]);

  // And the configuration the payment page reads carries public values only.
  await page.goto("/payment");
  const config = (await (await page.request.get("/api/paypal/config")).json()) as Record<string, unknown>;
  expect(Object.keys(config).sort()).toEqual(["clientId", "demo", "environment", "sdkBaseUrl"]);
});
