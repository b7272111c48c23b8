import { randomBytes } from "node:crypto";

import { request as playwrightRequest, type APIRequestContext, type Page } from "@playwright/test";

import { E2E_PORT } from "../../playwright.config";
import { startOwnServer, type OwnServer } from "./support/own-server";
import { expect, test } from "./support/test";

/**
 * A scheduled sale changes the price on the prerendered pages at its start and back at its end,
 * without a restart or a deploy, in the text and the structured data alike. On a server of its own: a sale on the
 * shared server would change the price the other tests pay.
 */
const port = E2E_PORT + 19;
const baseURL = `http://127.0.0.1:${port}`;
const admin = { username: "sale-admin", password: randomBytes(12).toString("base64url") };
/**
 * How far ahead the sale starts, and how long it runs: long enough to read the page twice before the start on a busy
 * machine (a few seconds), short because the test waits out both in real time.
 */
const LEAD_MS = 20_000;
const LENGTH_MS = 15_000;
test.describe.configure({ mode: "serial" });

let own: OwnServer;
let api: APIRequestContext;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  own = await startOwnServer({ name: "sale", port, admin });
  api = own.api;
});

test.afterAll(async () => {
  await own?.stop();
});

/**
 * The landing page as a visitor's browser gets it: the price its first button names and whether the regular price is
 * struck through beside it, its Product offer, and what link previews read: the description, og:description and the
 * share card's alt text.
 */
async function landing(page: Page) {
  await page.goto(`${baseURL}/`);
  const product = (await page.locator('script[type="application/ld+json"]').allTextContents())
    .map((text) => JSON.parse(text) as { "@type": string; offers?: { price: string; priceValidUntil?: string } })
    .find((data) => data["@type"] === "Product");
  const button = page.getByRole("link", { name: /^Get Started - / }).first();
  const meta = (selector: string) => page.locator(selector).getAttribute("content");
  return {
    price: /^Get Started - (\$\d+)/.exec(((await button.textContent()) ?? "").trim())?.[1],
    struck: await button.locator("s").count(),
    offer: product?.offers,
    description: await meta('meta[name="description"]'),
    ogDescription: await meta('meta[property="og:description"]'),
    imageAlt: await meta('meta[property="og:image:alt"]'),
  };
}

/** What the landing page reads at `price`, without a sale (no struck price) or with one. */
const landingAt = (price: string, onSale: boolean) => ({
  price,
  struck: onSale ? 1 : 0,
  description: expect.stringContaining(`${price} one-time permanent license`),
  ogDescription: expect.stringContaining(`${price} one-time permanent license`),
  imageAlt: expect.stringMatching(new RegExp(` - \\${price} lifetime license$`)),
});

test("a sale scheduled ahead shows on the landing page and the payment card from its start, and is gone at its end", async ({ page }) => {
  test.setTimeout(240_000);
  expect(await landing(page)).toMatchObject({ ...landingAt("$5", false), offer: { price: "5.00" } });

  const startsAt = new Date(Date.now() + LEAD_MS);
  const endsAt = new Date(startsAt.getTime() + LENGTH_MS);
  const scheduled = await api.post("/admin/sales", {
    data: { label: "Flash sale", priceCents: 400, startsAt: startsAt.toISOString(), endsAt: endsAt.toISOString() },
    headers: { origin: baseURL },
  });
  expect(scheduled.status(), await scheduled.text()).toBe(201);
  // An overlapping one is refused.
  const overlapping = await api.post("/admin/sales", {
    data: { label: "Other", priceCents: 300, startsAt: startsAt.toISOString(), endsAt: endsAt.toISOString() },
    headers: { origin: baseURL },
  });
  expect(overlapping.status()).toBe(409);

  // Before the start: still $5.
  expect(await landing(page)).toMatchObject({ ...landingAt("$5", false), offer: { price: "5.00" } });

  // From the start: $4, until the sale's end, in the text, the button (the regular price struck beside it), the
  // structured data and the link previews' words alike.
  await expect.poll(async () => (await landing(page)).price, { timeout: LEAD_MS + 30_000, intervals: [1_000] }).toBe("$4");
  expect(Date.now()).toBeGreaterThanOrEqual(startsAt.getTime());
  expect(await landing(page)).toMatchObject({
    ...landingAt("$4", true),
    offer: expect.objectContaining({ price: "4.00", priceValidUntil: endsAt.toISOString().slice(0, 10) }),
  });
  await expect(page.getByRole("link", { name: /^Get Started - / }).first()).toHaveAccessibleName("Get Started - $4 Regular price $5");
  await page.goto(`${baseURL}/payment`);
  const card = page.getByRole("region", { name: "Permanent License" });
  await expect(card).toContainText("$4");
  await expect(card.locator("s")).toHaveText("Regular price $5$5");
  await expect(card).toContainText("Flash sale, until");
  // On a phone the card follows the form: the same price heads the form, read before PayPal's buttons.
  await page.setViewportSize({ width: 360, height: 800 });
  const summary = page.getByTestId("price-summary");
  await expect(summary).toContainText("$4");
  await expect(summary.locator("s")).toHaveText("Regular price $5$5");
  await expect(summary).toContainText("Flash sale, until");
  const buttons = page.getByTestId("paypal-buttons");
  await expect(buttons).toBeVisible();
  const [above, below] = [await summary.boundingBox(), await buttons.boundingBox()];
  expect((above?.y ?? Infinity) + (above?.height ?? 0)).toBeLessThan(below?.y ?? -Infinity);
  await page.setViewportSize({ width: 1280, height: 720 });

  // From the end: $5 again.
  await expect.poll(async () => (await landing(page)).price, { timeout: LENGTH_MS + 30_000, intervals: [1_000] }).toBe("$5");
  expect(Date.now()).toBeGreaterThanOrEqual(endsAt.getTime());
  const after = await landing(page);
  expect(after).toMatchObject(landingAt("$5", false));
  expect(after.offer).not.toHaveProperty("priceValidUntil");
});

test("an admin schedules a sale in the dashboard, is refused an overlapping one, and cancels it", async ({ page }) => {
  await own.signIn(page);
  await page.goto(`${baseURL}/admin/dashboard/pricing`);
  await expect(page.getByText("No sale is running.")).toBeVisible();
  // The first test's sale is listed as ended.
  await expect(page.getByRole("row").filter({ hasText: "Flash sale" })).toContainText("Ended");

  // The form checks with the server's schema before sending: a price above the regular one is refused on its field.
  const form = page.getByRole("form", { name: "Schedule a sale" });
  // The time fields are UTC, as their labels say, in 24-hour ISO-style text whatever the browser's locale.
  const utcInput = (date: Date) => date.toISOString().slice(0, 16).replace("T", " ");
  const tomorrow = new Date(Date.now() + 24 * 3600_000);
  const dayAfter = new Date(tomorrow.getTime() + 24 * 3600_000);
  await expect(form.getByLabel("Starts (UTC)")).toHaveAttribute("placeholder", "YYYY-MM-DD HH:MM");
  await form.getByLabel("Label").fill("Winter sale");
  await form.getByLabel("Sale price (cents)").fill("600");
  // A 12-hour, month-first date is not guessed at: the field says what it takes.
  await form.getByLabel("Starts (UTC)").fill("12/01/2026 6:00 PM");
  await form.getByLabel("Ends (UTC)").fill(utcInput(dayAfter));
  await form.getByRole("button", { name: "Schedule sale" }).click();
  await expect(form.getByText("startsAt must be an ISO 8601 date and time")).toBeVisible();
  await form.getByLabel("Starts (UTC)").fill(utcInput(tomorrow));
  await form.getByRole("button", { name: "Schedule sale" }).click();
  await expect(form.getByText("A sale price must be below the regular 500 cents")).toBeVisible();
  await form.getByLabel("Sale price (cents)").fill("350");
  await form.getByRole("button", { name: "Schedule sale" }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Winter sale scheduled" })).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: "Winter sale" });
  await expect(row.getByRole("cell")).toHaveText(["Winter sale", "$3.50", utcInput(tomorrow), utcInput(dayAfter), "Scheduled", "Cancel sale"]);

  // One sale at a time: an overlapping one is refused with the other's name, and nothing is added.
  await form.getByLabel("Label").fill("Overlap");
  await form.getByLabel("Sale price (cents)").fill("300");
  await form.getByLabel("Starts (UTC)").fill(utcInput(tomorrow));
  await form.getByLabel("Ends (UTC)").fill(utcInput(dayAfter));
  await form.getByRole("button", { name: "Schedule sale" }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: 'It overlaps "Winter sale"' })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: "Overlap" })).toHaveCount(0);

  await row.getByRole("button", { name: "Cancel the sale Winter sale" }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Winter sale cancelled" })).toBeVisible();
  await expect(row.getByRole("cell").nth(4)).toHaveText("Cancelled");
  const listed = await api.get("/admin/sales");
  expect((await listed.json()) as { sales: { label: string; cancelledAt: string | null }[] }).toMatchObject({
    sales: expect.arrayContaining([expect.objectContaining({ label: "Winter sale", cancelledAt: expect.any(String) })]),
  });
});

test("an operator scripts creator codes over HTTP with the admin session; without one both calls answer 401", async () => {
  // As docs/operations.md shows it with curl: the session from POST /api/admin/login (beforeAll), the shop's Origin on writes.
  const created = await api.post("/admin/creator-codes", { data: { code: "TECHNO", discountPercent: 10, maxUses: 3 }, headers: { origin: baseURL } });
  expect(created.status(), await created.text()).toBe(201);
  const listed = await api.get("/admin/creator-codes");
  expect(listed.status()).toBe(200);
  expect(((await listed.json()) as { codes: { code: string; discountPercent: number; maxUses: number | null }[] }).codes).toEqual([
    expect.objectContaining({ code: "TECHNO", discountPercent: 10, maxUses: 3 }),
  ]);

  const anonymous = await playwrightRequest.newContext({ baseURL });
  try {
    expect((await anonymous.get("/admin/creator-codes")).status()).toBe(401);
    const refused = await anonymous.post("/admin/creator-codes", { data: { code: "OTHER" }, headers: { origin: baseURL } });
    expect(refused.status()).toBe(401);
    expect(await refused.json()).toMatchObject({ error: { code: "unauthorized" } });
  } finally {
    await anonymous.dispose();
  }
});
