import { randomBytes } from "node:crypto";

import { request as playwrightRequest, type APIRequestContext, type Page } from "@playwright/test";

import { PACK_FORM } from "@/lib/content/checkout";

import { E2E_PORT } from "../../playwright.config";
import { seriousViolations } from "./support/axe";
import { startOwnServer, type OwnServer } from "./support/own-server";
import { newPlayer, payWithPaypal, signedCheck, simulator } from "./support/shop";
import { expect, test } from "./support/test";

/**
 * A pack of licenses bought at the seller's bulk discount: six seats, four Minecraft accounts and two gift codes, in
 * one PayPal order; then one seat refunded from the dashboard. On a server of its own: a bulk tier changes the FAQ
 * every other test reads.
 */
const port = E2E_PORT + 25;
const baseURL = `http://127.0.0.1:${port}`;
const admin = { username: "packs-admin", password: randomBytes(12).toString("base64url") };
const GIFT_CODE = /GIFT(?:-[0-9A-HJKMNP-TV-Z]{4}){7}/;

let own: OwnServer;
let api: APIRequestContext;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  own = await startOwnServer({ name: "packs", port, admin });
  api = await playwrightRequest.newContext({ baseURL });
});

test.afterAll(async () => {
  await api?.dispose();
  await own?.stop();
});

async function setTier(page: Page) {
  await own.signIn(page);
  await page.goto(`${baseURL}/admin/dashboard/pricing`);
  await page.getByRole("button", { name: "Add a tier" }).click();
  await page.getByLabel("Tier 1: from (licenses)").fill("5");
  await page.getByLabel("Tier 1: off each (%)").fill("20");
  await page.getByRole("button", { name: "Save bulk discounts" }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Bulk discounts saved" })).toBeVisible();
}

test("a pack of 6 at 20 % off: the breakdown and PayPal's order agree, four accounts are licensed, two codes redeem, and one refunded seat revokes only its account", async ({
  page,
}) => {
  test.setTimeout(150_000);
  await setTier(page);
  // The FAQ, prerendered, is rendered again with the tier, and sends buyers to checkout.
  await expect
    .poll(
      async () => {
        await page.goto(`${baseURL}/faq`);
        return page.content();
      },
      { timeout: 30_000 },
    )
    .toContain("a bulk discount (5 or more licenses: 20 % off each): choose how many licenses at checkout");

  const players = [await newPlayer(), await newPlayer(), await newPlayer(), await newPlayer()];
  const email = `pack-${randomBytes(4).toString("hex")}@example.com`;
  await page.goto(`${baseURL}/payment`);
  await page.getByLabel(PACK_FORM.quantityLabel).selectOption("6");
  await expect(page.getByLabel("Minecraft Username", { exact: true })).toHaveCount(0);
  for (const [index, player] of players.entries()) await page.getByLabel(PACK_FORM.usernameLabel(index + 1)).fill(player.username);
  for (const position of [5, 6]) await page.getByTestId(`seat-${position}`).getByRole("radio", { name: PACK_FORM.gift }).check();
  await page.getByLabel(PACK_FORM.recipientLabel(5)).fill(`friend-${randomBytes(4).toString("hex")}@example.com`);
  // Seat 5's recipient gets a message, a month from now (the browser's datetime-local value is local time, as here).
  const inAMonth = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000);
  inAMonth.setSeconds(0, 0);
  const pad = (n: number) => String(n).padStart(2, "0");
  const localDay = `${inAMonth.getFullYear()}-${pad(inAMonth.getMonth() + 1)}-${pad(inAMonth.getDate())}T${pad(inAMonth.getHours())}:${pad(inAMonth.getMinutes())}`;
  await page.getByLabel(PACK_FORM.messageLabel(5)).fill("Enjoy the sniper!");
  await page.getByLabel(PACK_FORM.sendAtLabel(5)).fill(localDay);
  await page.getByLabel("Email Address").fill(email);
  await page.getByRole("checkbox", { name: /I have read and accept the Terms of Service/ }).check();

  // The breakdown: $5.00 less 20 % is $4.00 a license, $24.00 for six.
  const summary = page.getByTestId("pack-price");
  await expect(summary).toContainText(PACK_FORM.summary(6, "$4.00", "$24.00"));
  await expect(summary).toContainText(PACK_FORM.tier(20, 5));
  expect(await seriousViolations(page)).toEqual([]);
  // On a phone the seats fit the screen, and the pack's price still comes before PayPal's buttons.
  await page.setViewportSize({ width: 360, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const above = async (first: string, second: string) =>
    ((await page.getByTestId(first).boundingBox())?.y ?? Infinity) < ((await page.getByTestId(second).boundingBox())?.y ?? -Infinity);
  expect(await above("pack-price", "paypal-buttons")).toBe(true);
  await page.setViewportSize({ width: 1280, height: 720 });

  await expect(page.getByTestId("paypal-buttons")).toHaveAttribute("data-enabled", "true");
  const created = page.waitForRequest((r) => r.url().endsWith("/api/paypal/create-order"));
  const { orderId } = await payWithPaypal(page, "Approve payment", async (_orderId, popup) => {
    // PayPal's page lists the license with its quantity, at the amount the breakdown said.
    await expect(popup.getByText("24.00 USD", { exact: true })).toBeVisible();
    await expect(popup.getByText(/Permanent License × 6 at 4\.00 USD/)).toBeVisible();
  });
  const sent = (await created).postDataJSON() as { seats: unknown[] };
  expect(sent.seats).toEqual([
    ...players.map((p) => ({ username: p.username })),
    { gift: { recipientEmail: expect.any(String), message: "Enjoy the sniper!", sendAt: inAMonth.toISOString() } },
    { gift: {} },
  ]);
  const [unit] = (await simulator.order(orderId)).purchaseUnits;
  expect(unit?.amount).toMatchObject({ value: "24.00", currency_code: "USD", breakdown: { item_total: { value: "24.00", currency_code: "USD" } } });
  expect(unit?.items).toEqual([expect.objectContaining({ quantity: "6", unit_amount: { currency_code: "USD", value: "4.00" } })]);

  // After the capture the page lists every license, and the two gift codes, once.
  const outcome = page.getByTestId("pack-outcome");
  await expect(outcome.getByRole("heading", { name: "Your 6 licenses" })).toBeVisible();
  const codes = await outcome.getByTestId("pack-gift-code").allTextContents();
  expect(codes).toHaveLength(2);
  for (const code of codes) expect(code).toMatch(GIFT_CODE);
  expect(await seriousViolations(page)).toEqual([]);
  for (const player of players) expect(await signedCheck(api, player.uuid)).toMatchObject({ active: true, username: player.username });

  // Both codes redeem, each for a friend's account of its own.
  for (const code of codes) {
    const friend = await newPlayer();
    await page.goto(`${baseURL}/redeem#code=${encodeURIComponent(code)}`);
    await page.getByLabel("Minecraft Username").fill(friend.username);
    await page.getByRole("button", { name: "Redeem" }).click();
    await page.waitForURL(/\/download\?access=/);
    expect(await signedCheck(api, friend.uuid)).toMatchObject({ active: true });
  }

  // The admin refunds seat 2 from the Orders tab: PayPal returns $4.00, and only that account loses its license.
  await page.goto(`${baseURL}/admin/dashboard/orders`);
  const seat = page.getByTestId("seat-2").filter({ hasText: players[1]!.username });
  await seat.getByRole("button", { name: /Refund seat 2/ }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Refund seat" }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Seat 2 refunded." })).toBeVisible();
  await expect(page.getByTestId("seat-2")).toContainText("refunded: Seat refunded by the seller");
  expect((await simulator.order(orderId)).captures).toMatchObject([{ status: "PARTIALLY_REFUNDED" }]);
  expect(await signedCheck(api, players[1]!.uuid)).toMatchObject({ active: false });
  for (const player of [players[0]!, players[2]!, players[3]!]) expect(await signedCheck(api, player.uuid)).toMatchObject({ active: true });
});

test("a seat the server refuses shows its reason under that seat's own field: a gift's day, then an unknown account", async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto(`${baseURL}/payment`);
  await page.getByLabel(PACK_FORM.quantityLabel).selectOption("2");
  await page.getByLabel(PACK_FORM.usernameLabel(1)).fill("No_Such_Player_9");
  await page.getByTestId("seat-2").getByRole("radio", { name: PACK_FORM.gift }).check();
  // A day the form can read but the server refuses: it is past.
  await page.getByLabel(PACK_FORM.sendAtLabel(2)).fill("2020-01-01T10:00");
  await page.getByLabel("Email Address").fill(`refused-${randomBytes(4).toString("hex")}@example.com`);
  await page.getByRole("checkbox", { name: /I have read and accept the Terms of Service/ }).check();
  const sendAtField = page.getByLabel(PACK_FORM.sendAtLabel(2));
  const usernameField = page.getByLabel(PACK_FORM.usernameLabel(1));

  const refusal = async () => {
    const answered = page.waitForResponse((r) => r.url().endsWith("/api/paypal/create-order"));
    const popup = page.waitForEvent("popup");
    await page.getByRole("button", { name: "PayPal", exact: true }).click();
    expect((await answered).status()).toBe(422);
    const approval = await popup;
    await expect.poll(() => approval.isClosed()).toBe(true);
  };
  await refusal();
  await expect(sendAtField).toHaveAccessibleDescription(/Pick a time from now to 366 days ahead/);
  await expect(usernameField).not.toHaveAccessibleDescription(/No Minecraft account/);

  await sendAtField.fill("");
  await refusal();
  await expect(usernameField).toHaveAccessibleDescription(/No Minecraft account is named No_Such_Player_9/);
});
