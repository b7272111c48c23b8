import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import type { Browser, BrowserContext, Page } from "@playwright/test";

import { upsertAdmin } from "@/lib/auth/upsert-admin";
import { openClient } from "@/lib/database/open-client";
import { migrate } from "@/lib/ops/migrate";
import { addRelease } from "@/lib/releases/add-release";

import { startApp } from "@/scripts/support/next-server";

import { E2E_PORT, E2E_PUBLIC_URL } from "../../playwright.config";
import { generateEcSigningKeyPem, generateSigningKeyPem } from "../support/signing-keys";
import { createTestDatabase, defaultKind, type TestDatabase } from "../support/test-databases";
import { approveApplication, referralRow, signInWithLink, welcomeLink } from "./support/affiliates";
import { startMailCapture } from "./support/mail-capture";
import { testServerEnv } from "./support/server-env";
import { buyInBrowser, expectToast, fixture, newPlayer, simulator } from "./support/shop";
import { expect, test } from "./support/test";

/**
 * The whole promise to an affiliate, on a production server of its own: its minimum payout is
 * $1.00, so one sale makes a payout, and the test moves its clock (the click's time in the cookie, the
 * sale's hold in the database) where the story needs days to pass. The story's steps run in order.
 */
const port = E2E_PORT + 13;
const baseURL = `http://127.0.0.1:${port}`;
const PLACEHOLDER_JAR = path.resolve("lib/seed/assets/placeholder-mod.jar");
const DAY_SECONDS = 24 * 60 * 60;
test.describe.configure({ mode: "serial" });

const admin = { username: "story-admin", password: randomBytes(12).toString("base64url") };
const name = `Story ${randomBytes(3).toString("hex")}`;
const email = `${name.replace(" ", ".").toLowerCase()}@example.com`;
const payoutEmail = `pay.${email}`;
const code = `STORY${randomBytes(3).toString("hex").toUpperCase()}`;

let tmp: string;
let db: TestDatabase;
let mail: { url: string; close: () => Promise<void> };
let env: NodeJS.ProcessEnv;
let server: Awaited<ReturnType<typeof startApp>>;
let adminContext: BrowserContext;
let dashboard: Page;
let affiliateContext: BrowserContext;
let portal: Page;
/** The referred sale: its PayPal order, for the refund at the end. */
let orderId: string;

const start = () => startApp(env, port, path.resolve(".e2e/affiliate-story-server.log"));
const newContext = (browser: Browser, address: string) => browser.newContext({ baseURL, extraHTTPHeaders: { "x-forwarded-for": address } });

/** The portal's commission lines as the affiliate reads them: Date, Code, Line, State, Amount, Note. */
async function ledgerLines() {
  await portal.reload();
  const rows = portal.getByRole("region", { name: "Commissions" }).getByRole("row");
  const lines = await rows.evaluateAll((trs) => trs.slice(1).map((tr) => Array.from(tr.querySelectorAll("td"), (td) => td.textContent ?? "")));
  return lines.map(([, lineCode, kind, state, amount, note]) => ({ code: lineCode, kind, state, amount, note }));
}

/** The portal's totals: Pending, Approved (unpaid), Paid to date. */
async function ledgerTotals() {
  await portal.reload();
  const totals = portal.getByRole("region", { name: "Commissions" }).locator("dl > div");
  return totals.evaluateAll((divs) => Object.fromEntries(divs.map((div) => [div.querySelector("dt")?.textContent, div.querySelector("dd")?.textContent])));
}

/** Delivers a signed PayPal event to this server's webhook, as PayPal would. */
async function deliver(signed: { headers: Record<string, string>; body: string }) {
  const res = await fetch(`${baseURL}/api/paypal/webhook`, {
    method: "POST",
    headers: { ...signed.headers, "x-forwarded-for": "10.13.0.1" },
    body: signed.body,
  });
  return res.status;
}

test.beforeAll(async ({ browser }) => {
  // A database, a migration and a server start: minutes on a loaded 2-core machine.
  test.setTimeout(240_000);
  tmp = mkdtempSync(path.join(os.tmpdir(), "e2e-affiliate-story-"));
  db = await createTestDatabase(defaultKind(), "e2e_affiliate_story");
  await migrate(db.target);
  const { prisma, close } = await openClient(db.target);
  await upsertAdmin(prisma, admin);
  await addRelease(prisma, { sourcePath: PLACEHOLDER_JAR, version: "1.0.0", releasesDir: path.join(tmp, "releases"), slug: "ahsniper" }).finally(close);
  mail = await startMailCapture(path.join(tmp, "mail"));

  env = testServerEnv(fixture.simulatorsUrl, {
    ...db.env,
    AUTH_SECRET: "e2e-story-auth-secret-0123456789abcdef0123",
    DOWNLOAD_TOKEN_SECRET: "e2e-story-download-secret-0123456789abcdef",
    LICENSE_SIGNING_KEY: generateSigningKeyPem(),
    LICENSE_SIGNING_EC_KEY: generateEcSigningKeyPem(),
    RELEASES_DIR: path.join(tmp, "releases"),
    SMTP_URL: mail.url,
    TRUSTED_PROXY_HOPS: "1",
    AFFILIATE_HOLD_DAYS: "30",
    AFFILIATE_MIN_PAYOUT: "1.00",
  });
  server = await start();

  adminContext = await newContext(browser, "10.13.0.2");
  const signedIn = await adminContext.request.post("/api/admin/login", { data: admin, headers: { origin: baseURL } });
  expect(signedIn.ok(), await signedIn.text()).toBe(true);
  dashboard = await adminContext.newPage();
  affiliateContext = await newContext(browser, "10.13.0.3");
  portal = await affiliateContext.newPage();
});

test.afterAll(async () => {
  await adminContext?.close();
  await affiliateContext?.close();
  await server?.stop();
  await mail?.close();
  await db?.drop();
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

test("an application approved by the admin: the sign-in e-mail over SMTP, then the portal", async ({ request }) => {
  test.setTimeout(120_000);
  expect((await request.post(`${baseURL}/api/affiliate/signup`, { data: { name, email } })).status()).toBe(201);
  await approveApplication(dashboard, name, code);

  await signInWithLink(portal, await welcomeLink(path.join(tmp, "mail"), email));
  await expect(portal.getByRole("heading", { level: 1, name: `Welcome, ${name}` })).toBeVisible();
  await expect(portal.getByRole("region", { name: "Your referral links" }).getByText(`${E2E_PUBLIC_URL}/payment?ref=${code}`)).toBeVisible();
  await portal.getByLabel("PayPal e-mail address").fill(payoutEmail);
  await portal.getByRole("button", { name: "Save payout details" }).click();
  await expectToast(portal, "Payout details saved");
});

test("a ?ref= visit, then a purchase a day later without it: the sale is the code's, pending in the portal", async ({ browser }) => {
  test.setTimeout(120_000);
  const buyer = await browser.newContext({ baseURL, extraHTTPHeaders: { "x-forwarded-for": "10.13.0.4" } });
  const visit = await buyer.newPage();
  const beacon = visit.waitForResponse((response) => new URL(response.url()).pathname === "/api/referral/visit");
  await visit.goto(`/payment?ref=${code}`);
  expect((await beacon).status()).toBe(204);
  await visit.close();

  // A day passes: the click the cookie records moves a day back. The buyer comes back in a new tab, without ?ref=.
  const cookie = (await buyer.cookies()).find((c) => c.name === "shop_ref");
  const clickedAt = Number(cookie?.value.split(".")[1]);
  expect(cookie?.value).toBe(`${code}.${clickedAt}`);
  await buyer.addCookies([{ ...cookie!, value: `${code}.${clickedAt - DAY_SECONDS}` }]);
  const shop = await buyer.newPage();
  await shop.goto("/payment");
  await expect(shop.getByTestId("creator-code-badge")).toHaveCount(0);
  const bought = await buyInBrowser(shop, await newPlayer());
  expect(bought.sent.referralCode).toBeNull();
  orderId = bought.orderId;
  await buyer.close();

  // Seconds after the capture, a refresh shows the sale, pending for the hold.
  await expect.poll(ledgerLines).toEqual([{ code, kind: "Sale", state: "Pending", amount: "$1.00", note: "" }]);
  expect(await ledgerTotals()).toEqual({ Pending: "$1.00", "Approved, unpaid": "$0.00", "Paid to date": "$0.00" });
  expect(await referralRow(dashboard, code)).toMatchObject({ sales: "1", pending: "$1.00", approved: "$0.00", clicks: "1" });
});

test("the hold passes: the commission is approved", async () => {
  test.setTimeout(120_000);
  // Thirty days pass for this sale: its hold ends in the past. The embedded database belongs to one process,
  // so the server stops while the test moves the clock, and starts again on the same data.
  await server.stop();
  const { prisma, close } = await openClient(db.target);
  const moved = await prisma.commission
    .updateMany({ where: { code }, data: { createdAt: new Date(Date.now() - 31 * DAY_SECONDS * 1000), holdUntil: new Date(Date.now() - DAY_SECONDS * 1000) } })
    .finally(close);
  expect(moved.count).toBe(1);
  server = await start();

  expect(await ledgerLines()).toEqual([{ code, kind: "Sale", state: "Approved", amount: "$1.00", note: "" }]);
  expect(await ledgerTotals()).toEqual({ Pending: "$0.00", "Approved, unpaid": "$1.00", "Paid to date": "$0.00" });
  expect(await referralRow(dashboard, code)).toMatchObject({ pending: "$0.00", approved: "$1.00" });
});

test("a payout run confirmed by the admin: PayPal pays it, and it is paid in the portal and in the admin", async () => {
  test.setTimeout(120_000);
  await dashboard.goto("/admin/dashboard/payouts");
  await dashboard.getByRole("button", { name: "Propose this month's payout now" }).click();
  await expectToast(dashboard, "Payout proposed");
  const run = dashboard.getByRole("region", { name: /^Payout for / });
  const item = run.getByRole("row").filter({ hasText: payoutEmail });
  await expect(item).toContainText(name);
  await expect(item).toContainText("$1.00");
  await expect(item).toContainText("Proposed");
  const period = /^Payout for (.+)$/.exec((await run.getByRole("heading").textContent()) ?? "")?.[1];

  await run.getByRole("button", { name: /^Confirm payout for / }).click();
  await expectToast(dashboard, "Payout confirmed: it is being sent to PayPal");
  // Confirming wakes the payout job: it sends one batch, named after the run, with one item for this affiliate.
  let batchId = "";
  await expect
    .poll(async () => {
      await dashboard.reload();
      const summary = run.getByText(/ · Total /);
      batchId = /PayPal batch (\S+)$/.exec((await summary.textContent()) ?? "")?.[1] ?? "";
      return batchId;
    })
    .not.toBe("");
  const batch = await simulator.payoutBatch(batchId);
  expect(batch.senderBatchId).toMatch(/^payout-run-/);
  expect(batch.items.map((each) => [each.receiver, each.amount])).toEqual([[payoutEmail, { currency: "USD", value: "1.00" }]]);

  // PayPal pays the item and tells the shop by webhook.
  const finished = await simulator.finishPayoutBatch(batchId, "SUCCESS", `${baseURL}/api/paypal/webhook`);
  expect(finished.webhooks.map((webhook) => webhook.delivery?.status)).toEqual([200]);

  await expect
    .poll(async () => {
      await dashboard.reload();
      return item.getByRole("cell").nth(3).textContent();
    })
    .toBe("Paid");
  await expect(run).toContainText("Completed");
  expect(await referralRow(dashboard, code)).toMatchObject({ approved: "$0.00", paid: "$1.00" });
  expect(await ledgerLines()).toEqual([{ code, kind: "Sale", state: "Paid", amount: "$1.00", note: `Payout of ${period}` }]);
  expect(await ledgerTotals()).toEqual({ Pending: "$0.00", "Approved, unpaid": "$0.00", "Paid to date": "$1.00" });
  await expect(portal.getByRole("region", { name: "Commissions" }).getByRole("listitem")).toHaveText(`${period} · $1.00 · Paid`);
});

test("a refund after the payout: a clawback line, carried to the next payout", async () => {
  const order = await simulator.order(orderId);
  const captureId = order.captures[0]?.id ?? "";
  await simulator.refund(captureId);
  expect(await deliver(await simulator.webhook("PAYMENT.CAPTURE.REFUNDED", orderId))).toBe(200);

  const lines = await ledgerLines();
  expect(lines).toHaveLength(2);
  expect(lines[0]).toEqual({ code, kind: "Clawback (sale refunded after payout)", state: "Approved", amount: "-$1.00", note: "" });
  expect(lines[1]).toMatchObject({ kind: "Sale", state: "Paid", amount: "$1.00" });
  expect(await ledgerTotals()).toEqual({ Pending: "$0.00", "Approved, unpaid": "-$1.00", "Paid to date": "$1.00" });
  // Replayed, the event changes nothing.
  expect(await deliver(await simulator.webhook("PAYMENT.CAPTURE.REFUNDED", orderId))).toBe(200);
  expect(await ledgerLines()).toHaveLength(2);
});
