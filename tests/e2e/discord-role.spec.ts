import { randomBytes } from "node:crypto";

import type { APIRequestContext } from "@playwright/test";

import { TEST_PUBLIC_SITE_URL } from "@/scripts/support/next-server";
import { DISCORD_DEMO, discordDemoEnv } from "@/simulators/discord/demo";

import { E2E_PORT } from "../../playwright.config";
import { startOwnServer, type OwnServer } from "./support/own-server";
import { expectToast, fixture, newPlayer, purchaseOverApi, simulator } from "./support/shop";
import { expect, test } from "./support/test";

/**
 * The Discord buyer role in demo mode's shape: the shop configured with the simulated Discord's demo application. A buyer
 * links their Discord account from the download page and gets the Buyer role; a refund takes it within one job
 * run, a restore gives it back, and the reconciliation an admin runs takes a role given by hand to someone who is
 * not a linked buyer. On a server of its own: the Discord settings change the download page the shared tests see.
 */
const port = E2E_PORT + 23;
const baseURL = `http://127.0.0.1:${port}`;
const admin = { username: "discord-admin", password: randomBytes(12).toString("base64url") };
// Each test waits on job runs (a refund's and a restore's role pass), which a busy machine stretches past 30 s.
test.describe.configure({ mode: "serial", timeout: 60_000 });

let own: OwnServer;
let api: APIRequestContext;
const discordApi = `${fixture.simulatorsUrl}/discord`;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  own = await startOwnServer({
    name: "discord",
    port,
    admin,
    env: () => ({
      ...discordDemoEnv(),
      DISCORD_API_BASE: `${discordApi}/api`,
      DISCORD_OAUTH_BASE: discordApi,
    }),
  });
  api = own.api;
});

test.afterAll(async () => {
  await own?.stop();
});

const member = async (userId: string) =>
  (await fetch(`${fixture.simulatorsUrl}/__simulator/discord/members/${userId}`)).json() as Promise<{ roles?: string[] }>;
const hasRole = async (userId: string) => ((await member(userId)).roles ?? []).includes(DISCORD_DEMO.buyerRoleId);

test("a buyer gets the Buyer role from the download page; a refund takes it, a restore in the dashboard gives it back", async ({ page }) => {
  const buyer = await newPlayer();
  const { orderId, transactionId, downloadToken } = await purchaseOverApi(api, buyer);
  const discordName = `steve_${randomBytes(3).toString("hex")}`;
  const user = (await (
    await fetch(`${fixture.simulatorsUrl}/__simulator/discord/users`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: discordName, globalName: "Steve E2E" }),
    })
  ).json()) as { id: string };

  // Discord sends the buyer back to the shop's public address (the build's, a name of the tests' own): here, this
  // server, whose answer (a 303 to a path of the site) goes on to the same path on this server.
  await page.route(`${TEST_PUBLIC_SITE_URL}/discord/callback?**`, async (route) => {
    const url = new URL(route.request().url());
    // With the cookie this browser holds for the server (the one /discord/link set), as the real address would send it.
    const cookies = await page.context().cookies(`${baseURL}${url.pathname}`);
    const cookie = cookies.map(({ name, value }) => `${name}=${value}`).join("; ");
    const answer = await route.fetch({ url: `${baseURL}${url.pathname}${url.search}`, maxRedirects: 0, headers: { ...route.request().headers(), cookie } });
    await route.fulfill({ status: answer.status(), headers: { location: `${baseURL}${answer.headers().location ?? "/"}` } });
  });
  await page.goto(`${baseURL}/download?access=${encodeURIComponent(downloadToken ?? "")}`);
  const section = page.getByRole("region", { name: "Buyer role on Discord" });
  await section.getByRole("button", { name: "Get the Buyer role on Discord" }).click();
  // Discord's consent page (the simulator's), as the buyer sees it: who they are, then Authorize.
  await expect(page).toHaveURL(new RegExp(`^${discordApi}/oauth2/authorize\\?`));
  await page.getByLabel("Log in as").selectOption(user.id);
  await page.getByRole("button", { name: "Authorize" }).click();
  await page.waitForURL(`${baseURL}/discord/linked/linked`);
  await expect(page.getByRole("heading", { level: 1, name: "You have the Buyer role" })).toBeVisible();
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
