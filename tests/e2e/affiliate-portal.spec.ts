import { randomInt } from "node:crypto";

import { expect, type Locator } from "@playwright/test";

import { E2E_PORT } from "../../playwright.config";
import { approvedAffiliate, signInWithLink } from "./support/affiliates";
import { seriousViolations } from "./support/axe";
import { messagesTo } from "./support/mail-capture";
import { ADMIN_STATE, MAIL_DIR } from "./support/paths";
import { expectToast, newPlayer, purchaseOverApi, test } from "./support/shop";

/** A desktop browser's user agent: the click count leaves out bots and headless browsers. */
const BROWSER_UA = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

test("an approved applicant gets the sign-in e-mail, signs in with its link and sees their portal; sign-out ends it", async ({ page, browser, request }) => {
  // The whole journey, admin and affiliate, in one test: longer than one page's budget on the shared CI machine.
  test.setTimeout(90_000);
  const { name, email, code, link } = await approvedAffiliate(browser, request);

  // Opening the link (as a mail scanner would) uses nothing up: the button does.
  expect((await request.get(link)).status()).toBe(200);
  await signInWithLink(page, link);
  await expect(page.getByRole("heading", { level: 1, name: `Welcome, ${name}` })).toBeVisible();
  await expect(page.getByText("Account status: Active")).toBeVisible();
  const links = page.getByRole("region", { name: "Your referral links" });
  await expect(links.getByText(`https://shop.example.test/payment?ref=${code}`)).toBeVisible();
  await expect(links.getByRole("button", { name: `Copy the link for ${code}` })).toBeVisible();
  // Its terms, uses and what buyers saved with it: the defaults, nothing used yet.
  await expect(links).toContainText("No buyer discount · You earn $1.00 per sale · Used 0 times · Your audience saved $0.00");
  // No sale yet: the ledger says so, and the totals are zero.
  const ledger = page.getByRole("region", { name: "Commissions" });
  await expect(ledger.getByText("No sales yet. Share your links to start earning.")).toBeVisible();
  await expect(ledger.getByText("Paid to date")).toBeVisible();
  expect(await statTotals(page.getByRole("region", { name: "Statistics" }))).toEqual({
    Clicks: "0",
    Sales: "0",
    Conversion: "No clicks yet",
    Earned: "$0.00",
  });
  // The marketing materials carry the affiliate's link.
  const materials = page.getByRole("region", { name: "Marketing materials" });
  await expect(materials.getByRole("img").first()).toBeVisible();
  await expect(materials.getByText(`https://shop.example.test/payment?ref=${code}`).first()).toBeVisible();
  await expect(materials.getByRole("button", { name: "Copy HTML for Leaderboard (728 × 90)" })).toBeVisible();

  // Payout details: validated in the browser with the server's schema, saved by the server.
  await page.getByLabel("PayPal e-mail address").fill("not an address");
  await page.getByRole("button", { name: "Save payout details" }).click();
  await expect(page.getByText("Invalid email format")).toBeVisible();
  await page.getByLabel("PayPal e-mail address").fill(`pay.${email}`);
  await page.getByRole("button", { name: "Save payout details" }).click();
  await expectToast(page, "Payout details saved");
  await page.reload();
  await expect(page.getByLabel("PayPal e-mail address")).toHaveValue(`pay.${email}`);

  // The used link shows why it no longer works, and the way to ask again.
  const second = await browser.newPage();
  await second.goto(`http://127.0.0.1:${E2E_PORT}${link}`);
  await expect(second.getByRole("heading", { level: 1, name: "This sign-in link no longer works" })).toBeVisible();
  await expect(second.getByRole("link", { name: "Send me a new link" })).toHaveAttribute("href", "/affiliate/login");
  await second.close();

  // The affiliate's cookie opens no admin page.
  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL(/\/admin\/login$/);

  await page.goto("/affiliate");
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/affiliate\/login$/);
  await page.goto("/affiliate");
  await expect(page).toHaveURL(/\/affiliate\/login$/);
});

/** The statistics' totals as shown: each term of the list with its value. */
async function statTotals(stats: Locator): Promise<Record<string, string>> {
  const terms = await stats.getByRole("term").allTextContents();
  const values = await stats.getByRole("definition").allTextContents();
  return Object.fromEntries(terms.map((term, i) => [term, values[i] ?? ""]));
}

/** The statistics table's rows (day, clicks, sales), opened the way a reader opens it. */
async function statRows(stats: Locator): Promise<string[][]> {
  const table = stats.getByRole("table");
  if (!(await table.isVisible())) await stats.getByText("Show as table").click();
  await expect(table).toBeVisible();
  return table.locator("tbody tr").evaluateAll((rows) => rows.map((row) => Array.from(row.children, (cell) => cell.textContent ?? "")));
}

const activeDays = (rows: string[][]) => rows.filter(([, clicks, sales]) => clicks !== "0" || sales !== "0");

test("the portal's statistics count the affiliate's clicks and sales, chart them, list them as a table, and follow the period", async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  // Approval, three visits, two purchases and the portal: more than one page's budget on the shared CI machine.
  test.setTimeout(120_000);
  const { code, link } = await approvedAffiliate(browser, request);
  const today = new Date().toISOString().slice(0, 10);

  // Three visitors follow the link (one of them twice: still one click that day), as the payment page's beacon reports them.
  const network = `10.${randomInt(256)}.${randomInt(256)}`;
  for (const visitor of [1, 2, 3, 3]) {
    const visit = await request.post("/api/referral/visit", {
      data: { code },
      headers: { origin: baseURL ?? "", "user-agent": BROWSER_UA, "x-forwarded-for": `${network}.${visitor}` },
    });
    expect(visit.status()).toBe(204);
  }
  // Two of them buy.
  for (let i = 0; i < 2; i += 1) await purchaseOverApi(request, await newPlayer(), { referralCode: code });

  await signInWithLink(page, link);
  const stats = page.getByRole("region", { name: "Statistics" });
  await expect(stats.getByRole("link", { name: "Last 30 days" })).toHaveAttribute("aria-current", "page");
  expect(await statTotals(stats)).toEqual({ Clicks: "3", Sales: "2", Conversion: "66.7%", Earned: "$2.00" });

  // The chart: Recharts' SVG, labelled as one image, with both series.
  const chart = stats.getByRole("img", { name: /^Chart of clicks and sales per day/ });
  await expect(chart.locator("svg.recharts-surface").first()).toBeVisible();
  await expect(chart.locator(".recharts-legend-wrapper")).toContainText("Clicks");
  await expect(chart.locator(".recharts-legend-wrapper")).toContainText("Sales");
  await expect.poll(() => chart.locator(".recharts-bar-rectangle").count()).toBeGreaterThanOrEqual(2);

  // The table has the same numbers, every day of the period.
  const month = await statRows(stats);
  expect(month).toHaveLength(30);
  expect(month.at(-1)?.[0]).toBe(today);
  expect(activeDays(month)).toEqual([[today, "3", "2"]]);
  expect(await seriousViolations(page, { include: "section[aria-labelledby='stats-heading']" })).toEqual([]);

  // The last 7 days: the same sales, seven rows.
  await stats.getByRole("link", { name: "Last 7 days" }).click();
  await expect(page).toHaveURL(/\/affiliate\?days=7$/);
  await expect(stats.getByRole("link", { name: "Last 7 days" })).toHaveAttribute("aria-current", "page");
  const week = await statRows(stats);
  expect(week).toHaveLength(7);
  expect(activeDays(week)).toEqual([[today, "3", "2"]]);

  // Days chosen with the form, before any of it: nothing.
  await stats.getByLabel("From", { exact: true }).fill("2020-01-01");
  await stats.getByLabel("To", { exact: true }).fill("2020-01-31");
  await stats.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/\/affiliate\?from=2020-01-01&to=2020-01-31$/);
  await expect(stats.getByText("From 2020-01-01 to 2020-01-31")).toBeVisible();
  expect(await statTotals(stats)).toEqual({ Clicks: "0", Sales: "0", Conversion: "No clicks yet", Earned: "$0.00" });
  const january = await statRows(stats);
  expect(january).toHaveLength(31);
  expect(activeDays(january)).toEqual([]);

  // A period nobody can ask for shows the default 30 days, not an error.
  const response = await page.goto("/affiliate?days=abc&from=2026-02-30&to=x");
  expect(response?.status()).toBe(200);
  await expect(stats.getByRole("link", { name: "Last 30 days" })).toHaveAttribute("aria-current", "page");
  expect(await statTotals(stats)).toEqual({ Clicks: "3", Sales: "2", Conversion: "66.7%", Earned: "$2.00" });
});

// An affiliate asks for a vanity code (a channel name) in the portal; an admin accepts one, which
// appears beside the first code, and refuses another with a reason the affiliate reads.
test("a vanity code asked for in the portal and accepted appears beside the first code; a refused one shows why", async ({ page, browser, request }) => {
  test.setTimeout(90_000);
  const { name, email, code, link } = await approvedAffiliate(browser, request, "Vanity");
  await signInWithLink(page, link);
  const vanity = page.getByRole("region", { name: "Ask for a vanity code" });
  const channel = `CHANNEL${randomInt(100_000, 999_999)}`;
  await vanity.getByLabel("Code", { exact: true }).fill(`${channel.toLowerCase()}!`);
  await expect(vanity.getByLabel("Code", { exact: true })).toHaveValue(channel);
  await vanity.getByRole("button", { name: "Ask for this code" }).click();
  await expectToast(page, `Asked for ${channel}: it is waiting for review`);
  await page.reload();
  await expect(vanity).toContainText(`${channel}: waiting for review`);

  const admin = await browser.newContext({ baseURL: `http://127.0.0.1:${E2E_PORT}`, storageState: ADMIN_STATE });
  const dashboard = await admin.newPage();
  await dashboard.goto("/admin/dashboard/affiliates");
  const requests = dashboard.getByRole("region", { name: "Vanity code requests" });
  const row = requests.getByRole("row").filter({ hasText: channel });
  await expect(row).toContainText(email);
  await expect(row).toContainText("1 of 5");
  await row.getByRole("button", { name: `Accept ${channel} for ${name}` }).click();
  await expectToast(dashboard, `${channel} accepted`);
  await expect(row).toHaveCount(0);

  // The portal lists it beside the first code, with its own link; the affiliate is told by e-mail too.
  await page.reload();
  const links = page.getByRole("region", { name: "Your referral links" });
  await expect(links.getByText(`https://shop.example.test/payment?ref=${code}`)).toBeVisible();
  await expect(links.getByText(`https://shop.example.test/payment?ref=${channel}`)).toBeVisible();
  await expect
    .poll(() => messagesTo(MAIL_DIR, email).some((mail) => mail.includes(`https://shop.example.test/payment?ref=${channel}`)), { timeout: 15_000 })
    .toBe(true);

  // A second request is refused with a reason, which the portal shows.
  const other = `${channel}B`;
  await vanity.getByLabel("Code", { exact: true }).fill(other);
  await vanity.getByRole("button", { name: "Ask for this code" }).click();
  await expectToast(page, `Asked for ${other}: it is waiting for review`);
  await dashboard.reload();
  await requests
    .getByRole("row")
    .filter({ hasText: other })
    .getByRole("button", { name: `Refuse ${other} for ${name}` })
    .click();
  const dialog = dashboard.getByRole("dialog");
  await dialog.getByLabel("Reason (shown to the affiliate)").fill("Too close to another creator's name");
  await dialog.getByRole("button", { name: "Refuse request" }).click();
  await expectToast(dashboard, `${other} refused`);
  await page.reload();
  await expect(vanity).toContainText(`${other}: not accepted`);
  await expect(vanity).toContainText("Reason: Too close to another creator's name");
  await expect(links.getByText(`https://shop.example.test/payment?ref=${other}`)).toHaveCount(0);
  await admin.close();
});

test("the sign-in page gives every address the same answer", async ({ page }) => {
  await page.goto("/affiliate/login");
  await expect(page.getByRole("heading", { level: 1, name: "Affiliate sign-in" })).toBeVisible();
  await page.getByLabel("Email address").fill(`nobody-${Date.now()}@example.com`);
  await page.getByRole("button", { name: "Email me a sign-in link" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "If that e-mail address belongs to an affiliate account, we have sent it a sign-in link. It works for 15 minutes.",
  );
});
