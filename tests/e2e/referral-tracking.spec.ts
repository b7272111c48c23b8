import { expect } from "@playwright/test";

import { E2E_PORT } from "../../playwright.config";
import { generateReferralCode, referralRow } from "./support/affiliates";
import { ADMIN_STATE } from "./support/paths";
import { PUBLIC_PAGES } from "./support/public-pages";
import { buyInBrowser, newPlayer, test } from "./support/shop";

/** The payment page's beacon. */
const VISIT = "/api/referral/visit";
const isBeacon = (url: string) => new URL(url).pathname === VISIT;

test("a ?ref= visit counts once, and a purchase later in a new tab without ?ref= is the code's sale", async ({ page, context, browser }) => {
  // Two browser contexts, a purchase and the dashboard: more than the default budget on a loaded machine.
  test.slow();
  const buyer = await newPlayer();
  const code = `TRK${Date.now().toString(36).toUpperCase()}`;
  const admin = await browser.newContext({ baseURL: `http://127.0.0.1:${E2E_PORT}`, storageState: ADMIN_STATE });
  const dashboard = await admin.newPage();
  await generateReferralCode(dashboard, code);

  const beacon = page.waitForResponse((response) => isBeacon(response.url()));
  await page.goto(`/payment?ref=${code.toLowerCase()}`);
  const answer = await beacon;
  expect(answer.status()).toBe(204);
  expect(answer.request().method()).toBe("POST");
  expect(JSON.parse(answer.request().postData() ?? "null")).toEqual({ code });
  const cookie = (await context.cookies()).find((c) => c.name === "shop_ref");
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
  expect(cookie?.value).toMatch(new RegExp(`^${code}\\.\\d+$`));
  // Reloading is the same visitor on the same day: still one click.
  const again = page.waitForResponse((response) => isBeacon(response.url()));
  await page.reload();
  expect((await again).status()).toBe(204);

  // A new tab has fresh session storage and no ?ref=: only the cookie remembers the link.
  const shop = await context.newPage();
  const beacons: (string | null)[] = [];
  shop.on("request", (request) => isBeacon(request.url()) && beacons.push(request.postData()));
  await shop.goto("/payment");
  expect(await shop.evaluate(() => sessionStorage.getItem("referralCode"))).toBeNull();
  await expect(shop.getByTestId("creator-code-badge")).toHaveCount(0);
  expect((await buyInBrowser(shop, buyer)).sent).toMatchObject({ referralCode: null });
  // The payment page's visit is counted without a code (the overview's funnel): no second click for the link.
  expect(beacons).toEqual(["{}"]);

  await expect.poll(() => referralRow(dashboard, code)).toMatchObject({ sales: "1", pending: "$1.00", clicks: "1" });
  await dashboard.goto("/admin/dashboard/orders");
  await expect(dashboard.getByRole("row").filter({ hasText: buyer.username })).toContainText(code);
  await admin.close();
});

test("/payment without ?ref= sends one visit without a code, and no page but /payment sends one at all", async ({ page }) => {
  test.slow();
  const beacons: (string | null)[] = [];
  page.on("request", (request) => isBeacon(request.url()) && beacons.push(request.postData()));
  const visit = page.waitForResponse((response) => isBeacon(response.url()));
  await page.goto("/payment");
  expect((await visit).status()).toBe(204);
  // The buttons' box appears once the page has hydrated and fetched PayPal's config: any other beacon would have gone by then.
  await expect(page.getByTestId("paypal-buttons")).toBeAttached({ timeout: 20_000 });
  await page.waitForLoadState("networkidle");
  expect(beacons).toEqual(["{}"]);
  beacons.length = 0;
  for (const { path } of PUBLIC_PAGES) {
    await page.goto(`${path}?ref=YOUTUBE`);
    await page.waitForLoadState("networkidle");
  }
  expect(beacons).toEqual([]);
  expect((await page.context().cookies()).find((c) => c.name === "shop_ref")).toBeUndefined();
});
