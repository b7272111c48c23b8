import { randomBytes } from "node:crypto";
import path from "node:path";

import { CREATOR_CODE_FORM, LICENSE_CARD } from "@/lib/content/checkout";
import { HERO } from "@/lib/content/landing";
import { site } from "@/lib/site";

import { E2E_PORT } from "../../playwright.config";
import { messagesTo, startMailCapture } from "./support/mail-capture";
import { startOwnServer, type OwnServer } from "./support/own-server";
import { fillCheckout, newPlayer, payWithPaypal } from "./support/shop";
import { expect, test } from "./support/test";

/**
 * With TAX_MODE=vat, a German buyer's purchase gets a numbered receipt with the VAT inside its price,
 * and the admin's Tax tab and its CSV count it. On a server of its own, with the tax settings and its own mail
 * capture: the shared server runs with tax records off, as a shop does by default.
 */
const port = E2E_PORT + 21;
const baseURL = `http://127.0.0.1:${port}`;
const admin = { username: "tax-admin", password: randomBytes(12).toString("base64url") };
const SELLER = { name: "Sniper Mods GmbH", address: "Hauptstrasse 1, 10115 Berlin, Germany", vatId: "DE123456789" };
/** Deutsche Telekom: an address the offline IP database places in Germany, sent as the trusted proxy would. */
const GERMAN_ADDRESS = "80.128.0.1";

let own: OwnServer;
let mail: Awaited<ReturnType<typeof startMailCapture>> | undefined;
let mailDir: string;

test.use({ extraHTTPHeaders: { "x-forwarded-for": GERMAN_ADDRESS } });
// One server for the file: its tests run in order on one worker (the second counts on the first's receipt number).
test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  own = await startOwnServer({
    name: "tax",
    port,
    admin,
    env: async (tmp) => {
      mailDir = path.join(tmp, "mail");
      mail = await startMailCapture(mailDir);
      return {
        SMTP_URL: mail.url,
        TRUSTED_PROXY_HOPS: "1",
        TAX_MODE: "vat",
        SELLER_NAME: SELLER.name,
        SELLER_ADDRESS: SELLER.address,
        SELLER_COUNTRY: "DE",
        SELLER_VAT_ID: SELLER.vatId,
        VAT_SCHEME: "union-oss",
      };
    },
  });
});

test.afterAll(async () => {
  await own?.stop();
  await mail?.close();
});

test("a German purchase gets a numbered receipt with 19 % VAT inside, by e-mail and to print, and the Tax tab and CSV count it", async ({ page }) => {
  test.setTimeout(120_000);
  const buyer = await newPlayer();
  const year = new Date().getUTCFullYear();
  await page.goto(`${baseURL}/payment`);
  await fillCheckout(page, buyer);
  // The PayPal payer's billing country is Germany too: the two pieces of evidence agree.
  await payWithPaypal(page, "Approve payment", async (_orderId, popup) => void (await popup.getByLabel("Buyer's country").selectOption("DE")));
  await page.waitForURL(/\/download\?/);

  await expect.poll(() => messagesTo(mailDir, buyer.email).length, { timeout: 15_000 }).toBe(1);
  const receipt = messagesTo(mailDir, buyer.email)[0] ?? "";
  expect(receipt).toMatch(new RegExp(`Receipt ${year}-000001 of `));
  expect(receipt).toContain(`Seller: ${SELLER.name}, ${SELLER.address}`);
  expect(receipt).toContain(`VAT ID: ${SELLER.vatId}`);
  expect(receipt).toContain("Buyer's country: Germany");
  expect(receipt).toContain("incl. VAT 19 % (Germany) $0.80");

  await page.getByRole("link", { name: "Printable receipt" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Receipt" })).toBeVisible();
  const document = page.locator("main");
  await expect(document).toContainText(`Receipt ${year}-000001 of `);
  await expect(document).toContainText(SELLER.name);
  await expect(document).toContainText(`VAT ID: ${SELLER.vatId}`);
  await expect(document).toContainText("Buyer's country: Germany");
  await expect(document).toContainText("incl. VAT 19 % (Germany) $0.80");
  await expect(page.getByRole("button", { name: "Print" })).toBeVisible();

  // The admin's Tax tab for the quarter counts the sale under Germany, at 19 %, with $0.80 of VAT; its CSV agrees.
  const now = new Date();
  const quarter = `${now.getUTCFullYear()}-Q${Math.floor(now.getUTCMonth() / 3) + 1}`;
  await own.signIn(page);
  await page.goto(`${baseURL}/admin/dashboard/tax?quarter=${quarter}`);
  const germany = page.getByRole("row").filter({ hasText: "Germany (DE)" });
  await expect(germany.getByRole("cell")).toHaveText(["Germany (DE)", "19 %", "USD", "1 ($5.00)", "0 ($0.00)", "$4.20", "$0.80", "no rate yet", "no rate yet"]);
  await expect(page.getByRole("link", { name: "Download CSV" })).toBeVisible();

  const csv = await own.api.get(`/admin/export/tax?quarter=${quarter}`);
  expect(csv.status()).toBe(200);
  const [header, ...rows] = (await csv.text()).trim().split("\r\n");
  expect(header).toBe(
    "quarter,country,country_name,vat_rate,currency,sales,sales_amount,refunds,refunds_amount,taxable,vat,taxable_eur,vat_eur,per_eur,taxable_gbp,vat_gbp",
  );
  expect(rows).toContain(`${quarter},DE,Germany,19.00,USD,1,5.00,0,0.00,4.20,0.80,,,,,`);
});

test("a German buyer sees the seller's €4.99, pays PayPal in EUR, and the receipt and the Tax tab say EUR; switching to USD charges $5.00", async ({
  page,
}) => {
  test.setTimeout(150_000);
  const now = new Date();
  const quarter = `${now.getUTCFullYear()}-Q${Math.floor(now.getUTCMonth() / 3) + 1}`;
  // The seller sets the price point in the dashboard.
  await own.signIn(page);
  await page.goto(`${baseURL}/admin/dashboard/pricing`);
  await page.getByLabel("Price in EUR (cents)").fill("499");
  await page.getByRole("button", { name: "Save EUR" }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Price saved: €4.99" })).toBeVisible();
  await expect(page.getByTestId("price-point-EUR")).toContainText("EUR: €4.99");
  // The landing page, the same for every visitor, is rendered again and names the currency checkout now takes.
  const note = HERO.currencies(["EUR"]);
  await expect
    .poll(
      async () => {
        await page.goto(`${baseURL}/`);
        return page.getByText(note).count();
      },
      { timeout: 30_000 },
    )
    .toBe(1);

  // From a German address the card shows the euro price, and "Pay in" offers both.
  const card = page.getByRole("region", { name: "Permanent License" });
  const payIn = page.getByLabel("Pay in");
  await page.goto(`${baseURL}/payment`);
  await expect(card.getByTestId("license-price")).toHaveText("€4.99");
  await expect(payIn).toHaveValue("EUR");
  await expect(payIn.locator("option")).toHaveText(["USD ($5.00)", "EUR (€4.99)"]);
  const euroBuyer = await newPlayer();
  await fillCheckout(page, euroBuyer);
  const created = page.waitForRequest((request) => request.url().endsWith("/api/paypal/create-order"));
  await payWithPaypal(page, "Approve payment", async (_orderId, popup) => {
    // PayPal's own page shows the amount and currency of the order it was given, and the item it lists.
    await expect(popup.getByText("4.99 EUR", { exact: true })).toBeVisible();
    await expect(popup.getByText(`${site.name} Permanent License × 1 at 4.99 EUR`)).toBeVisible();
    await popup.getByLabel("Buyer's country").selectOption("DE");
  });
  expect((await created).postDataJSON()).toMatchObject({ currency: "EUR" });
  await page.waitForURL(/\/download\?/);
  await expect.poll(() => messagesTo(mailDir, euroBuyer.email).length, { timeout: 15_000 }).toBe(1);
  expect(messagesTo(mailDir, euroBuyer.email)[0]).toContain("Amount: 4.99 EUR");
  await page.getByRole("link", { name: "Printable receipt" }).click();
  await expect(page.locator("main")).toContainText("incl. VAT 19 % (Germany) €0.80");

  await page.goto(`${baseURL}/admin/dashboard/tax?quarter=${quarter}`);
  const euroLine = page.getByRole("row").filter({ hasText: "Germany (DE)" }).filter({ hasText: "EUR" });
  await expect(euroLine.getByRole("cell")).toHaveText(["Germany (DE)", "19 %", "EUR", "1 (€4.99)", "0 (€0.00)", "€4.19", "€0.80", "€4.19", "€0.80"]);

  // The choice is remembered; switching to USD shows and charges $5.00.
  await page.goto(`${baseURL}/payment`);
  await expect(payIn).toHaveValue("EUR");
  await payIn.selectOption("USD");
  await expect(card.getByTestId("license-price")).toHaveText("$5");
  const dollarBuyer = await newPlayer();
  await fillCheckout(page, dollarBuyer);
  await payWithPaypal(page, "Approve payment", async (_orderId, popup) => {
    await expect(popup.getByText("5.00 USD", { exact: true })).toBeVisible();
    await popup.getByLabel("Buyer's country").selectOption("DE");
  });
  await page.waitForURL(/\/download\?/);
  await page.goto(`${baseURL}/payment`);
  await expect(payIn).toHaveValue("USD");
});

test("a creator code applied in euros is priced again when the buyer switches to dollars", async ({ page }) => {
  const code = `EURO${randomBytes(3).toString("hex").toUpperCase()}`;
  const saved = await own.api.post("/admin/creator-codes", { data: { code, discountPercent: 10 }, headers: { origin: baseURL } });
  expect(saved.status(), await saved.text()).toBe(201);
  await page.goto(`${baseURL}/payment`);
  const payIn = page.getByLabel("Pay in");
  await expect(payIn).toHaveValue("EUR");
  await page.getByRole("button", { name: CREATOR_CODE_FORM.toggle }).click();
  await page.getByLabel(CREATOR_CODE_FORM.label).fill(code);
  await page.getByRole("button", { name: CREATOR_CODE_FORM.apply }).click();
  // 10 % of €4.99 is 49.9 cents, 50: €4.49. Of $5.00, $4.50.
  const card = page.getByRole("region", { name: LICENSE_CARD.name });
  await expect(card.getByTestId("code-price")).toHaveText(LICENSE_CARD.withCode(code, "€4.49"));
  await payIn.selectOption("USD");
  await expect(card.getByTestId("code-price")).toHaveText(LICENSE_CARD.withCode(code, "$4.50"));
  await expect(page.getByText(CREATOR_CODE_FORM.saves("$0.50", "$4.50"))).toBeVisible();
});

test("a switch to USD while PayPal's euro script still loads waits for it, then PayPal's buttons charge $5.00", async ({ page }) => {
  test.setTimeout(90_000);
  // The euro script, the page's first from a German address, is held: a switch made meanwhile must not replace it,
  // since a removed script still runs once fetched and would take window.paypal back to euros.
  const sdkRequests: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/paypal/sdk/js")) sdkRequests.push(new URL(request.url()).searchParams.get("currency") ?? "");
  });
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/paypal\/sdk\/js\?.*currency=EUR/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${baseURL}/payment`);
  const payIn = page.getByLabel("Pay in");
  await expect(payIn).toHaveValue("EUR");
  await expect.poll(() => sdkRequests).toEqual(["EUR"]);
  await payIn.selectOption("USD");
  await expect(page.getByRole("region", { name: LICENSE_CARD.name }).getByTestId("license-price")).toHaveText("$5");
  // The page has drawn the switch; its effects have run once a frame and a task have passed.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
  expect(sdkRequests).toEqual(["EUR"]);

  release();
  await expect.poll(() => sdkRequests).toEqual(["EUR", "USD"]);
  const buyer = await newPlayer();
  await fillCheckout(page, buyer);
  const created = page.waitForRequest((request) => request.url().endsWith("/api/paypal/create-order"));
  await payWithPaypal(page, "Approve payment", async (_orderId, popup) => {
    await expect(popup.getByText("5.00 USD", { exact: true })).toBeVisible();
    await popup.getByLabel("Buyer's country").selectOption("DE");
  });
  expect((await created).postDataJSON()).toMatchObject({ currency: "USD" });
  await page.waitForURL(/\/download\?/);
});

test("an admin sets a bulk discount of 20 % from 5 licenses in the dashboard, and the FAQ names it", async ({ page }) => {
  await own.signIn(page);
  await page.goto(`${baseURL}/admin/dashboard/pricing`);
  await expect(page.getByText("No bulk discount is set.")).toBeVisible();
  await page.getByRole("button", { name: "Add a tier" }).click();
  await page.getByLabel("Tier 1: from (licenses)").fill("5");
  await page.getByLabel("Tier 1: off each (%)").fill("20");
  await page.getByRole("button", { name: "Save bulk discounts" }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Bulk discounts saved" })).toBeVisible();

  // The FAQ, prerendered, is rendered again with the tier in its answer.
  const answer = "a bulk discount (5 or more licenses: 20 % off each)";
  await expect
    .poll(
      async () => {
        await page.goto(`${baseURL}/faq`);
        return (await page.content()).includes(answer);
      },
      { timeout: 30_000 },
    )
    .toBe(true);
});
