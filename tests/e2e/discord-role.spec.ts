import { createHash, randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";

import type { APIRequestContext, Page } from "@playwright/test";

import { site } from "@/lib/site";

import { TEST_PUBLIC_SITE_URL } from "@/scripts/support/next-server";
import { DISCORD_DEMO, discordDemoEnv } from "@/simulators/discord/demo";

import { E2E_PORT } from "../../playwright.config";
import { askForCode, codeIn, giftCodesTo, giftOverApi, signInMail } from "./support/account";
import { messagesTo, mimeParts, startMailCapture } from "./support/mail-capture";
import { startOwnServer, type OwnServer } from "./support/own-server";
import { expectToast, fixture, newPlayer, purchaseOverApi, simulator } from "./support/shop";
import { expect, test } from "./support/test";

/**
 * The Discord buyer role in demo mode's shape: the shop configured with the simulated Discord's demo application. A buyer
 * links their Discord account from the download page and gets the Buyer role; a refund takes it within one job
 * run, a restore gives it back, and the reconciliation an admin runs takes a role given by hand to someone who is
 * not a linked buyer. And a buyer's whole account, Discord included, with numbered receipts (tax records on). On a
 * server of its own, with its own mail capture: the Discord settings change the download page the shared tests see.
 */
const port = E2E_PORT + 23;
const baseURL = `http://127.0.0.1:${port}`;
const admin = { username: "discord-admin", password: randomBytes(12).toString("base64url") };
// Each test waits on job runs (a refund's and a restore's role pass), which a busy machine stretches past 30 s.
test.describe.configure({ mode: "serial", timeout: 60_000 });

let own: OwnServer;
let api: APIRequestContext;
let mail: Awaited<ReturnType<typeof startMailCapture>> | undefined;
let mailDir: string;
const discordApi = `${fixture.simulatorsUrl}/discord`;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  own = await startOwnServer({
    name: "discord",
    port,
    admin,
    env: async (tmp) => {
      mailDir = path.join(tmp, "mail");
      mail = await startMailCapture(mailDir);
      return {
        ...discordDemoEnv(),
        DISCORD_API_BASE: `${discordApi}/api`,
        DISCORD_OAUTH_BASE: discordApi,
        SMTP_URL: mail.url,
        TAX_MODE: "vat",
        SELLER_NAME: "Sniper Mods GmbH",
        SELLER_ADDRESS: "Hauptstrasse 1, 10115 Berlin, Germany",
        SELLER_COUNTRY: "DE",
        VAT_SCHEME: "union-oss",
      };
    },
  });
  api = own.api;
});

test.afterAll(async () => {
  await own?.stop();
  await mail?.close();
});

const member = async (userId: string) =>
  (await fetch(`${fixture.simulatorsUrl}/__simulator/discord/members/${userId}`)).json() as Promise<{ roles?: string[] }>;
const hasRole = async (userId: string) => ((await member(userId)).roles ?? []).includes(DISCORD_DEMO.buyerRoleId);

/** A Discord user of the simulator, as someone who signed up there. */
async function discordUser(globalName: string) {
  const username = `${globalName.split(" ")[0]?.toLowerCase().slice(0, 24)}_${randomBytes(3).toString("hex")}`;
  const created = await fetch(`${fixture.simulatorsUrl}/__simulator/discord/users`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username, globalName }),
  });
  return (await created.json()) as { id: string };
}

/**
 * Discord sends the buyer back to the shop's public address (the build's, a name of the tests' own): here, this
 * server, whose answer (a 303 to a path of the site) goes on to the same path on this server.
 */
async function routeDiscordCallback(page: Page) {
  await page.route(`${TEST_PUBLIC_SITE_URL}/discord/callback?**`, async (route) => {
    const url = new URL(route.request().url());
    // With the cookie this browser holds for the server (the one the link's start set), as the real address would send it.
    const cookies = await page.context().cookies(`${baseURL}${url.pathname}`);
    const cookie = cookies.map(({ name, value }) => `${name}=${value}`).join("; ");
    const answer = await route.fetch({ url: `${baseURL}${url.pathname}${url.search}`, maxRedirects: 0, headers: { ...route.request().headers(), cookie } });
    await route.fulfill({ status: answer.status(), headers: { location: `${baseURL}${answer.headers().location ?? "/"}` } });
  });
}

/** Discord's consent page (the simulator's), as the buyer sees it: who they are, then Authorize; back at "You have the Buyer role". */
async function authorizeAtDiscord(page: Page, userId: string) {
  await expect(page).toHaveURL(new RegExp(`^${discordApi}/oauth2/authorize\\?`));
  await page.getByLabel("Log in as").selectOption(userId);
  await page.getByRole("button", { name: "Authorize" }).click();
  await page.waitForURL(`${baseURL}/discord/linked/linked`);
  await expect(page.getByRole("heading", { level: 1, name: "You have the Buyer role" })).toBeVisible();
}

test("a buyer gets the Buyer role from the download page; a refund takes it, a restore in the dashboard gives it back", async ({ page }) => {
  const buyer = await newPlayer();
  const { orderId, transactionId, downloadToken } = await purchaseOverApi(api, buyer);
  const user = await discordUser("Steve E2E");
  await routeDiscordCallback(page);
  await page.goto(`${baseURL}/download?access=${encodeURIComponent(downloadToken ?? "")}`);
  const section = page.getByRole("region", { name: "Buyer role on Discord" });
  await section.getByRole("button", { name: "Get the Buyer role on Discord" }).click();
  await authorizeAtDiscord(page, user.id);
  await expect.poll(() => hasRole(user.id), { timeout: 20_000 }).toBe(true);

  await page.goto(`${baseURL}/download?access=${encodeURIComponent(downloadToken ?? "")}`);
  await expect(page.getByRole("region", { name: "Buyer role on Discord" })).toContainText("Linked to the Discord account Steve E2E.");

  // A refund at PayPal: its webhook revokes the license, and the role goes with the next job run.
  await simulator.refund(transactionId ?? "");
  const signed = await simulator.webhook("PAYMENT.CAPTURE.REFUNDED", orderId);
  expect((await api.post("/api/paypal/webhook", { headers: signed.headers, data: signed.body })).status()).toBe(200);
  await expect.poll(() => hasRole(user.id), { timeout: 20_000 }).toBe(false);

  // The admin restores the license, and sees the Discord account on its row.
  await own.signIn(page);
  await page.getByLabel("Search by username, UUID or email").fill(buyer.username);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  const row = page.getByRole("row").filter({ hasText: buyer.username });
  await expect(row).toContainText("Steve E2E");
  await expect(row).toContainText(user.id);
  await row.getByRole("button", { name: `Restore ${buyer.username}` }).click();
  await expectToast(page, `License of ${buyer.username} restored`);
  await expect.poll(() => hasRole(user.id), { timeout: 20_000 }).toBe(true);
});

test("a license row with a 16-character name and a 32-character Discord name keeps its actions in view at 1440 and 360 px", async ({ page }) => {
  // The longest names each service allows, without a space to wrap at: the table grows wider than the dialog.
  const buyer = await newPlayer(`Long_${randomBytes(6).toString("hex").slice(0, 11)}`);
  expect(buyer.username).toHaveLength(16);
  const discordName = `averylongdiscordname_${randomBytes(6).toString("hex").slice(0, 11)}`;
  expect(discordName).toHaveLength(32);
  const { downloadToken } = await purchaseOverApi(api, buyer);
  const user = await discordUser(discordName);
  await routeDiscordCallback(page);
  await page.goto(`${baseURL}/download?access=${encodeURIComponent(downloadToken ?? "")}`);
  await page.getByRole("region", { name: "Buyer role on Discord" }).getByRole("button", { name: "Get the Buyer role on Discord" }).click();
  await authorizeAtDiscord(page, user.id);

  await page.setViewportSize({ width: 1440, height: 900 });
  await own.signIn(page);
  await page.getByRole("button", { name: /Total Users/ }).click();
  const dialog = page.getByRole("dialog", { name: "Total Users" });
  const row = dialog.getByRole("row").filter({ hasText: buyer.username });
  await expect(row).toContainText(discordName);
  await expect(dialog.getByRole("columnheader", { name: "Actions" })).toBeInViewport({ ratio: 1 });
  for (const action of [`Revoke ${buyer.username}`, `Rename ${buyer.username}`, `Unlink the Discord account of ${buyer.username}`])
    await expect(row.getByRole("button", { name: action })).toBeInViewport({ ratio: 1 });

  // A phone: the row is a card, its actions under its values, and the page does not scroll sideways.
  await page.setViewportSize({ width: 360, height: 800 });
  const revoke = row.getByRole("button", { name: `Revoke ${buyer.username}` });
  await revoke.scrollIntoViewIfNeeded();
  await expect(revoke).toBeInViewport({ ratio: 1 });
  expect(await dialog.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
});

test("the reconciliation takes a role given by hand to a Discord user who is no linked buyer", async ({ page }) => {
  const stranger = (await (
    await fetch(`${fixture.simulatorsUrl}/__simulator/discord/users`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: `alex_${randomBytes(3).toString("hex")}` }),
    })
  ).json()) as { id: string };
  await fetch(`${fixture.simulatorsUrl}/__simulator/discord/members/${stranger.id}/roles`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ add: true }),
  });
  expect(await hasRole(stranger.id)).toBe(true);

  await own.signIn(page);
  await page.getByRole("button", { name: "Check Discord roles now" }).click();
  await expectToast(page, "Discord roles are being checked");
  await expect.poll(() => hasRole(stranger.id), { timeout: 30_000 }).toBe(false);
  await page.goto(`${baseURL}/admin/dashboard/logs`);
  await expect(page.getByRole("row").filter({ hasText: "discord.reconcile" }).first()).toBeVisible();
});

const PLACEHOLDER_JAR = readFileSync(path.resolve("lib/seed/assets/placeholder-mod.jar"));

test("a buyer with a license and a gift does it all from /account: receipts, the jar, the gift's mail, Discord, a new address, sign out", async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const release = await api.post("/api/admin/releases", {
    headers: { origin: baseURL },
    multipart: { file: { name: "mod.jar", mimeType: "application/java-archive", buffer: PLACEHOLDER_JAR }, version: "1.0.0", channel: "stable" },
  });
  // A retry of this test finds the release its first run published.
  expect([201, 409]).toContain(release.status());
  const buyer = await newPlayer();
  const friend = (await newPlayer()).email;
  await purchaseOverApi(api, buyer);
  await giftOverApi(api, buyer.email, friend);
  const [firstCode] = await giftCodesTo(mailDir, friend, 1);

  // Signed in with the code the shop e-mailed.
  await askForCode(page, buyer.email, baseURL);
  await page.getByLabel("6-digit code").fill(codeIn(await signInMail(mailDir, buyer.email, 1)));
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByText(`Signed in as ${buyer.email}`)).toBeVisible();

  // Both orders, each with its numbered receipt, which prints.
  const orders = page.getByRole("region", { name: "Orders" });
  const receipts = orders.getByRole("link", { name: /^Receipt \d{4}-\d{6}$/ });
  await expect(receipts).toHaveCount(2);
  await expect(orders.getByRole("row").filter({ hasText: buyer.username })).toContainText("$5.00 · Paid");
  await receipts.first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Receipt" })).toBeVisible();
  await page.getByRole("link", { name: "Back to your account" }).click();

  // The jar: the very bytes of the release.
  const href = (await page.getByRole("link", { name: `Download ${site.name} 1.0.0` }).getAttribute("href")) ?? "";
  const jar = await page.request.get(new URL(href, baseURL).href);
  expect(jar.status()).toBe(200);
  expect(
    createHash("sha256")
      .update(await jar.body())
      .digest("hex"),
  ).toBe(createHash("sha256").update(PLACEHOLDER_JAR).digest("hex"));

  // The gift's e-mail again, with a new code.
  const gifts = page.getByRole("region", { name: "Gifts you bought" });
  await gifts.getByRole("button", { name: "Send the e-mail again" }).click();
  await expect(gifts.getByRole("status")).toContainText(`Sent again to ${friend}`);
  const codes = await giftCodesTo(mailDir, friend, 2);
  expect(codes[1]).not.toBe(firstCode);

  // Discord, linked from the license's row: the simulator's consent page, the Buyer role, the name in the account.
  const user = await discordUser("Alex Account");
  await routeDiscordCallback(page);
  await page.getByRole("button", { name: `Link a Discord account to the license for ${buyer.username}` }).click();
  await authorizeAtDiscord(page, user.id);
  await expect.poll(() => hasRole(user.id), { timeout: 20_000 }).toBe(true);
  await page.goto(`${baseURL}/account`);
  await expect(page.getByRole("region", { name: "Licenses" }).getByRole("row").filter({ hasText: buyer.username })).toContainText("Alex Account");

  // A new address: a code at the new one confirms it, and the old one is told.
  const moved = `moved-${buyer.email}`;
  const email = page.getByRole("region", { name: "E-mail address" });
  await email.getByLabel("New e-mail address").fill(moved);
  await email.getByRole("button", { name: "Send a code to the new address" }).click();
  await expect.poll(() => messagesTo(mailDir, moved).length, { timeout: 15_000 }).toBe(1);
  await email.getByLabel("Code from the new address").fill(codeIn(mimeParts(messagesTo(mailDir, moved)[0] ?? "")[0]?.body ?? ""));
  await email.getByRole("button", { name: "Change my e-mail address" }).click();
  await expect(page.getByText(`Signed in as ${moved}`)).toBeVisible();
  await expect.poll(() => messagesTo(mailDir, buyer.email).some((m) => m.includes(`now belongs to ${moved}`)), { timeout: 15_000 }).toBe(true);

  // A second browser signs in at the new address.
  const other = await browser.newContext({ baseURL });
  const second = await other.newPage();
  await askForCode(second, moved, baseURL);
  await second.getByLabel("6-digit code").fill(codeIn(await signInMail(mailDir, moved, 1)));
  await second.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(second.getByText(`Signed in as ${moved}`)).toBeVisible();
  expect((await second.request.get(`${baseURL}/api/account`)).status()).toBe(200);

  // Sign out everywhere, from the first browser: the second's session is refused from then on.
  await page.getByRole("button", { name: "Sign out everywhere" }).click();
  await expect(page.getByRole("button", { name: "Email me a sign-in code" })).toBeVisible();
  expect((await second.request.get(`${baseURL}/api/account`)).status()).toBe(401);
  await other.close();
});
