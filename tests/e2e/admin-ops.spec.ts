import { createHash, randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { request as playwrightRequest, type APIRequestContext, type BrowserContext, type Page } from "@playwright/test";

import { upsertAdmin } from "@/lib/auth/upsert-admin";
import { openClient } from "@/lib/database/open-client";
import type { Prisma } from "@/lib/generated/prisma/client";
import { migrate } from "@/lib/ops/migrate";
import { addRelease } from "@/lib/releases/add-release";

import { startApp } from "@/scripts/support/next-server";

import { E2E_PORT } from "../../playwright.config";
import { makeJar } from "../support/jar";
import { generateEcSigningKeyPem, generateSigningKeyPem } from "../support/signing-keys";
import { createTestDatabase, defaultKind, type TestDatabase } from "../support/test-databases";
import { seriousViolations } from "./support/axe";
import { messagesTo, startMailCapture } from "./support/mail-capture";
import { testServerEnv } from "./support/server-env";
import { expectToast, fixture, newPlayer, purchaseOverApi, simulator } from "./support/shop";
import { expect, test } from "./support/test";

/**
 * The operator's Mail, Webhooks and Releases tabs, on a production server of its own: an upload
 * makes a new current release, which must not change what the shared server's download tests are served.
 * The failed mail and the failed PayPal event are written into its database before it starts (the embedded
 * database belongs to one process at a time); the event is a real one, for an order captured at PayPal
 * whose capture call never reached the shop.
 */
const port = E2E_PORT + 7;
const baseURL = `http://127.0.0.1:${port}`;
const PLACEHOLDER_JAR = path.resolve("lib/seed/assets/placeholder-mod.jar");
test.describe.configure({ mode: "serial" });

const admin = { username: "ops-admin", password: randomBytes(12).toString("base64url") };
const failedMail = { to: `ops.${randomBytes(3).toString("hex")}@example.com`, subject: "Your AH Sniper receipt (ops test)" };

let tmp: string;
let db: TestDatabase;
let mailDir: string;
let mail: { url: string; close: () => Promise<void> };
let server: Awaited<ReturnType<typeof startApp>>;
let adminContext: BrowserContext;
let dashboard: Page;
let api: APIRequestContext;
let paid: { orderId: string; eventId: string; email: string };

/** An order the shop stored, then captured at PayPal out of band, and PayPal's signed COMPLETED event for it. */
async function capturedOrder() {
  const player = await newPlayer();
  const [orderId] = await simulator.abandonedOrders(1);
  if (!orderId) throw new Error("the simulator made no order");
  await simulator.approve(orderId);
  await simulator.captureAtPaypal(orderId);
  const signed = await simulator.webhook("PAYMENT.CAPTURE.COMPLETED", orderId);
  return { player, orderId, event: JSON.parse(signed.body) as { id: string; event_type: string; resource: { id: string } } };
}

test.beforeAll(async ({ browser }) => {
  // A database, a migration and a server start: minutes on a loaded 2-core machine.
  test.setTimeout(240_000);
  tmp = mkdtempSync(path.join(os.tmpdir(), "e2e-admin-ops-"));
  mailDir = path.join(tmp, "mail");
  db = await createTestDatabase(defaultKind(), "e2e_admin_ops");
  await migrate(db.target);
  const { player, orderId, event } = await capturedOrder();
  paid = { orderId, eventId: event.id, email: player.email };

  const { prisma, close } = await openClient(db.target);
  try {
    await upsertAdmin(prisma, admin);
    await addRelease(prisma, { sourcePath: PLACEHOLDER_JAR, version: "1.0.0", releasesDir: path.join(tmp, "releases"), slug: "ahsniper" });
    await prisma.emailOutbox.create({
      data: {
        dedupeKey: "ops:failed",
        ...failedMail,
        text: "Download: https://shop.example.test/download?access=SECRET-LINK",
        status: "FAILED",
        attempts: 8,
        lastError: "550 5.1.1 mailbox unavailable",
      },
    });
    // Reconciliation would find the capture by itself; the order waits for the operator instead.
    await prisma.order.create({
      data: {
        paypalOrderId: orderId,
        amountCents: 500,
        currency: "USD",
        username: player.username,
        minecraftUuid: player.uuid,
        email: player.email,
        tosVersion: "1.0",
        tosAcceptedAt: new Date(),
        nextCheckAt: new Date(Date.now() + 24 * 3600_000),
      },
    });
    await prisma.webhookEvent.create({
      data: {
        eventId: event.id,
        eventType: event.event_type,
        resourceId: event.resource.id,
        payload: event as unknown as Prisma.InputJsonValue,
        outcome: "failed",
        attempts: 1,
        lastError: "Can't reach database server at 127.0.0.1:5432",
      },
    });
  } finally {
    await close();
  }
  mail = await startMailCapture(mailDir);

  const env = testServerEnv(fixture.simulatorsUrl, {
    ...db.env,
    AUTH_SECRET: "e2e-ops-auth-secret-0123456789abcdef0123456",
    DOWNLOAD_TOKEN_SECRET: "e2e-ops-download-secret-0123456789abcdef",
    LICENSE_SIGNING_KEY: generateSigningKeyPem(),
    LICENSE_SIGNING_EC_KEY: generateEcSigningKeyPem(),
    RELEASES_DIR: path.join(tmp, "releases"),
    SMTP_URL: mail.url,
    VIRUSTOTAL_API_BASE: `${fixture.simulatorsUrl}/virustotal/api/v3`,
    VIRUSTOTAL_API_KEY: "e2e-ops-virustotal-key",
    TRUSTED_PROXY_HOPS: "1",
  });
  server = await startApp(env, port, path.resolve(".e2e/admin-ops-server.log"));

  adminContext = await browser.newContext({ baseURL, extraHTTPHeaders: { "x-forwarded-for": "10.7.0.2" } });
  const signedIn = await adminContext.request.post("/api/admin/login", { data: admin, headers: { origin: baseURL } });
  expect(signedIn.ok(), await signedIn.text()).toBe(true);
  dashboard = await adminContext.newPage();
  api = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { "x-forwarded-for": "10.7.0.3" } });
});

test.afterAll(async () => {
  await api?.dispose();
  await adminContext?.close();
  await server?.stop();
  await mail?.close();
  await db?.drop();
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

test("the Mail tab lists the outbox without the messages' text, and a failed message sent again is delivered", async () => {
  await dashboard.goto("/admin/dashboard/mail");
  const panel = dashboard.getByRole("region", { name: "Mail", exact: true });
  const row = panel.getByRole("row").filter({ hasText: failedMail.subject });
  await expect(row).toContainText("FAILED");
  await expect(row).toContainText("550 5.1.1 mailbox unavailable");
  await expect(panel).not.toContainText("SECRET-LINK");
  expect(await seriousViolations(dashboard)).toEqual([]);

  await row.getByRole("button", { name: `Send again: ${failedMail.subject} to ${failedMail.to}` }).click();
  await expectToast(dashboard, "Queued to be sent again");
  await expect.poll(() => messagesTo(mailDir, failedMail.to).length, { timeout: 20_000 }).toBe(1);
  expect(messagesTo(mailDir, failedMail.to)[0]).toContain("SECRET-LINK");
  await expect(async () => {
    await dashboard.reload();
    await expect(dashboard.getByRole("row").filter({ hasText: failedMail.subject })).toContainText("SENT", { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
});

test("the Webhooks tab shows a failed PayPal event; processed again, it issues the license and the receipt", async () => {
  await dashboard.goto("/admin/dashboard/webhooks");
  const panel = dashboard.getByRole("region", { name: "Webhooks", exact: true });
  const row = panel.getByRole("row").filter({ hasText: paid.eventId });
  await expect(row).toContainText("PAYMENT.CAPTURE.COMPLETED");
  await expect(row).toContainText("failed");
  await expect(row).toContainText("Can't reach database server");
  expect(await seriousViolations(dashboard)).toEqual([]);

  await row.getByRole("button", { name: `Process again: ${paid.eventId}` }).click();
  await expectToast(dashboard, "Processed again: processed");
  await expect(row).toContainText("processed");
  await expect(row.getByRole("cell", { name: "2", exact: true })).toBeVisible();
  await expect(row.getByRole("button")).toHaveCount(0);

  await dashboard.goto("/admin/dashboard/orders");
  await expect(dashboard.getByRole("row").filter({ hasText: paid.orderId })).toContainText("COMPLETED");
  await expect.poll(() => messagesTo(mailDir, paid.email).length, { timeout: 20_000 }).toBe(1);
});

test("the Releases tab refuses a file that is not a jar, uploads one, and the next buyer downloads it; /releases lists it", async () => {
  const jar = makeJar();
  const sha256 = createHash("sha256").update(jar).digest("hex");
  await fetch(`${fixture.simulatorsUrl}/__simulator/virustotal/files`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ sha256, stats: { malicious: 0, suspicious: 0, undetected: 10, harmless: 60 } }),
  });

  await dashboard.goto("/admin/dashboard/releases");
  const panel = dashboard.getByRole("region", { name: "Releases", exact: true });
  expect(await seriousViolations(dashboard)).toEqual([]);
  await panel.getByLabel("Jar file").setInputFiles({ name: "mod.jar", mimeType: "application/java-archive", buffer: Buffer.from("a text file, renamed") });
  await panel.getByLabel("Version").fill("2.0.0");
  await panel.getByLabel("Release notes").fill("Snipes pets too.\nFixes the login loop.");
  await panel.getByRole("button", { name: "Upload release" }).click();
  await expect(panel.getByText("The file is not a jar (zip) file.").first()).toBeVisible();
  await expect(panel.getByRole("row").filter({ hasText: "2.0.0" })).toHaveCount(0);

  await panel.getByLabel("Jar file").setInputFiles({ name: "mod.jar", mimeType: "application/java-archive", buffer: jar });
  await panel.getByRole("button", { name: "Upload release" }).click();
  await expectToast(dashboard, "Release 2.0.0 published");
  const row = panel.getByRole("row").filter({ hasText: sha256 });
  await expect(row).toContainText("2.0.0");
  await expect(row).toContainText("current");
  await expect(row).toContainText("0/70 engines flagged it");

  const buyer = await newPlayer();
  const { downloadToken } = await purchaseOverApi(api, buyer);
  const download = await api.get(`/download/ahsniper?token=${encodeURIComponent(downloadToken ?? "")}`);
  expect(download.status()).toBe(200);
  expect(
    createHash("sha256")
      .update(await download.body())
      .digest("hex"),
  ).toBe(sha256);

  const log = await adminContext.newPage();
  await log.goto("/releases");
  const entry = log.getByRole("article", { name: "Version 2.0.0" });
  await expect(entry).toContainText(sha256);
  await expect(entry).toContainText("Snipes pets too.");
  await expect(entry.getByRole("link", { name: "VirusTotal report for version 2.0.0" })).toHaveAttribute(
    "href",
    `https://www.virustotal.com/gui/file/${sha256}`,
  );
  await expect(log.getByRole("article").first()).toHaveAccessibleName(/^Version 2\.0\.0/);
  await expect(log.getByRole("article", { name: "Version 1.0.0" })).toBeVisible();
  expect(await seriousViolations(log)).toEqual([]);
  await log.close();
});
