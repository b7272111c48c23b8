import { readFileSync } from "node:fs";

import { expect, type Locator, type Page, type Response } from "@playwright/test";

import { seriousViolations } from "./support/axe";
import { ADMIN_STATE } from "./support/paths";
import { buyInBrowser, newPlayer, purchaseOverApi, test } from "./support/shop";

test.use({ storageState: ADMIN_STATE });

const today = () => new Date().toISOString().slice(0, 10);
const COLUMNS = ["revenue", "paidOrders", "refunded", "refunds", "newLicenses", "visits", "createdOrders"] as const;
type Figures = Record<(typeof COLUMNS)[number], number>;

/** "$1,234.50" → 123450; "3" → 3. */
const number = (text: string) => Math.round(Number(text.replace(/[$,]/g, "")) * (text.startsWith("$") ? 100 : 1));

/** Today's row of the overview's "Show as table" table, read as numbers (money in cents). */
async function todaysFigures(page: Page): Promise<Figures> {
  await page.goto("/admin/dashboard/overview");
  await page.getByText("Show as table").click();
  const row = page
    .getByRole("region", { name: "Figures per day" })
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: today() }) });
  const cells = await row.getByRole("cell").allTextContents();
  expect(cells).toHaveLength(COLUMNS.length);
  return Object.fromEntries(COLUMNS.map((column, i) => [column, number(cells[i] ?? "")])) as Figures;
}

async function download(page: Page, button: Locator): Promise<string> {
  const [file] = await Promise.all([page.waitForEvent("download"), button.click()]);
  expect(file.suggestedFilename()).toMatch(/^(orders|licenses)-.+\.csv$/);
  return readFileSync(await file.path(), "utf8");
}

test("the overview charts today's purchases, its table has them, and the CSV downloads list the buyers", async ({ page, context, request }) => {
  test.slow();
  const before = await todaysFigures(page);

  // One purchase over the API, one in a browser (which visits /payment first: the funnel's first step).
  const apiBuyer = await newPlayer();
  await purchaseOverApi(request, apiBuyer);
  const shopper = await context.newPage();
  const browserBuyer = await newPlayer();
  const visit = shopper.waitForResponse((response) => new URL(response.url()).pathname === "/api/referral/visit");
  await shopper.goto("/payment");
  expect((await visit).status()).toBe(204);
  await buyInBrowser(shopper, browserBuyer);
  await shopper.close();

  const after = await todaysFigures(page);
  // Other tests buy in parallel: at least our two purchases more.
  expect(after.revenue - before.revenue).toBeGreaterThanOrEqual(1000);
  expect(after.paidOrders - before.paidOrders).toBeGreaterThanOrEqual(2);
  expect(after.createdOrders - before.createdOrders).toBeGreaterThanOrEqual(2);
  expect(after.newLicenses - before.newLicenses).toBeGreaterThanOrEqual(2);
  expect(after.visits).toBeGreaterThanOrEqual(1);

  // The three charts render as SVG once Recharts has loaded with the tab.
  const charts = page.getByRole("img", { name: /^Chart: / });
  await expect(charts).toHaveCount(3);
  for (const chart of await charts.all()) await expect(chart.locator("svg.recharts-surface").first()).toBeVisible();
  await expect(page.getByRole("term").filter({ hasText: "Paid orders" })).toBeVisible();

  const orders = await download(page, page.getByRole("button", { name: "Download orders (CSV)" }));
  expect(orders.split("\r\n")[0]).toBe(
    "created,captured,refunded,status,paypal_order_id,capture_id,amount,currency,username,minecraft_uuid,referral_code,list_price,sale,discount,quantity,bulk_discount,refunded_amount",
  );
  for (const buyer of [apiBuyer, browserBuyer]) {
    expect(orders).toContain(`,5.00,USD,${buyer.username},${buyer.uuid},`);
    expect(orders).not.toContain(buyer.email);
  }
  const licenses = await download(page, page.getByRole("button", { name: "Download licenses (CSV)" }));
  expect(licenses).toContain(`${browserBuyer.username},${browserBuyer.uuid},true,`);

  // The Orders tab has its own download.
  await page.goto("/admin/dashboard/orders");
  expect(await download(page, page.getByRole("button", { name: "Download orders (CSV)" }))).toContain(apiBuyer.username);
});

test("the range is a plain link: 90 days lists 90, and a malformed range shows 30", async ({ page }) => {
  await page.goto("/admin/dashboard/overview");
  await page.getByRole("link", { name: "Last 90 days" }).click();
  await expect(page).toHaveURL(/[?&]range=90/);
  await expect(page.getByRole("link", { name: "Last 90 days" })).toHaveAttribute("aria-current", "page");
  await page.getByText("Show as table").click();
  await expect(page.getByRole("region", { name: "Figures per day" }).getByRole("rowheader")).toHaveCount(90);

  await page.goto("/admin/dashboard/overview?range=9000%27");
  await expect(page.getByRole("link", { name: "Last 30 days" })).toHaveAttribute("aria-current", "page");
  await page.getByText("Show as table").click();
  await expect(page.getByRole("region", { name: "Figures per day" }).getByRole("rowheader")).toHaveCount(30);
});

test("Recharts loads with the Overview tab only, not with the dashboard's other tabs", async ({ page }) => {
  const scripts: Promise<string>[] = [];
  page.on("response", (response: Response) => {
    if (response.request().resourceType() === "script") scripts.push(response.text().catch(() => ""));
  });
  const recharts = async () => (await Promise.all(scripts)).filter((text) => text.includes("recharts-surface")).length;

  await page.goto("/admin/dashboard");
  await expect(page.getByRole("region", { name: "Manage Users" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(await recharts()).toBe(0);

  await page.getByRole("link", { name: "Overview", exact: true }).click();
  await expect(page.locator("svg.recharts-surface").first()).toBeVisible();
  expect(await recharts()).toBeGreaterThan(0);
});

test("axe finds no serious or critical violation on the overview with its charts and table open", async ({ page }) => {
  await page.goto("/admin/dashboard/overview");
  const charts = page.getByRole("img", { name: /^Chart: / });
  await expect(charts).toHaveCount(3);
  for (const chart of await charts.all()) await expect(chart.locator("svg.recharts-surface").first()).toBeVisible();
  await page.getByText("Show as table").click();
  await expect(page.getByRole("region", { name: "Figures per day" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
