import { randomBytes } from "node:crypto";

import { CREATOR_CODE_FORM as C, CREATOR_CODE_REFUSALS, LICENSE_CARD, PAYMENT_TOASTS } from "@/lib/content/checkout";

import { approvedAffiliate, signInWithLink } from "./support/affiliates";
import { messagesTo } from "./support/mail-capture";
import { ADMIN_STATE, MAIL_DIR } from "./support/paths";
import { expectToast, fillCheckout, newPlayer, paypalButton, payWithPaypal, purchaseOverApi, simulator } from "./support/shop";
import { expect, test } from "./support/test";

// Creator codes end to end: an admin makes a creator code in the dashboard, buyers use it, and everyone who
// looks at the sale sees the discount; the code's last use goes to the third buyer, and the fourth is told so.
test("an admin creates a 10 % code with 3 uses in the dashboard; buyers pay $4.50 with it, the fourth is told it is used up", async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  // Admin, three buyers and the affiliate's portal in one journey: longer than one page's budget on the CI machine.
  test.setTimeout(120_000);
  const affiliate = await approvedAffiliate(browser, request, "Creator");
  const code = `TECHNO${randomBytes(2).toString("hex").toUpperCase()}`;
  const admin = await browser.newContext({ baseURL, storageState: ADMIN_STATE });
  const dashboard = await admin.newPage();
  await dashboard.goto("/admin/dashboard/referrals");
  const terms = dashboard.getByRole("form", { name: "Code terms" });
  await terms.getByLabel("Code", { exact: true }).fill(code.toLowerCase());
  await terms.getByLabel("Belongs to (optional)").selectOption({ label: affiliate.name });
  await terms.getByLabel("Discount (%)").fill("10");
  await terms.getByLabel("Maximum uses").fill("3");
  await terms.getByRole("button", { name: "Save code" }).click();
  await expectToast(dashboard, `${code} created`);
  // Found by search: other tests' codes may be newer and fill the first page.
  const codeList = `/admin/dashboard/referrals?codesSearch=${code}`;
  await dashboard.goto(codeList);
  const codeRow = dashboard.getByRole("row").filter({ has: dashboard.getByRole("button", { name: `Edit the terms of ${code}` }) });
  await expect(codeRow.getByRole("cell")).toHaveText([code, affiliate.name, "10 %", "$1.00", "0 of 3", "Always", "Yes", "Edit"]);

  // A checkout link that carries the code applies it at once: the discount shows before anything is typed.
  await page.goto(`/payment?code=${code.toLowerCase()}`);
  await expect(page.getByText(C.saves("$0.50", "$4.50"))).toBeVisible();

  // The first buyer types it, sees $4.50, and PayPal is asked for 4.50 USD.
  const buyer = await newPlayer();
  await page.goto("/payment");
  await fillCheckout(page, buyer);
  await page.getByRole("button", { name: C.toggle }).click();
  await page.getByLabel(C.label).fill(code);
  await page.getByRole("button", { name: C.apply }).click();
  await expect(page.getByText(C.saves("$0.50", "$4.50"))).toBeVisible();
  const { orderId } = await payWithPaypal(page, "Approve payment");
  await page.waitForURL(/\/download\?status=success/);
  expect((await simulator.order(orderId)).purchaseUnits[0]?.amount).toMatchObject({ currency_code: "USD", value: "4.50" });
  // The purchase status under the download says what the buyer paid, line by line.
  const paid = page.locator("dl").filter({ hasText: "Amount paid" });
  await expect(paid.locator("dt")).toHaveText(["Regular price", `Creator code ${code}`, "Amount paid"]);
  await expect(paid.locator("dd")).toHaveText(["$5.00", "-$0.50", "$4.50"]);

  // The admin's Orders tab shows the order's breakdown.
  await dashboard.goto("/admin/dashboard/orders");
  const orderRow = dashboard.getByRole("row").filter({ hasText: orderId });
  await expect(orderRow.getByRole("cell").nth(2)).toHaveText("5.00 USD");
  await expect(orderRow.getByRole("cell").nth(4)).toHaveText(code);
  await expect(orderRow.getByRole("cell").nth(5)).toHaveText("-0.50 USD");
  await expect(orderRow.getByRole("cell").nth(6)).toHaveText("4.50 USD");

  // The receipt, delivered over SMTP, shows the discount above the amount.
  await expect.poll(() => messagesTo(MAIL_DIR, buyer.email).length, { timeout: 15_000 }).toBe(1);
  const receipt = messagesTo(MAIL_DIR, buyer.email)[0] ?? "";
  expect(receipt).toMatch(new RegExp(`Regular price: 5\\.00 USD\\r?\\nCreator code ${code}: -0\\.50 USD\\r?\\nAmount: 4\\.50 USD`));

  // Two more buyers use it up; the code's row counts the three uses.
  for (let i = 0; i < 2; i++) await purchaseOverApi(request, await newPlayer(), { creatorCode: code });
  await dashboard.goto(codeList);
  await expect(codeRow.getByRole("cell").nth(4)).toHaveText("3 of 3");

  // The fourth is told before PayPal opens: the code is refused on its field, and the price stays $5.00.
  const fourth = await newPlayer();
  await page.goto("/payment");
  await fillCheckout(page, fourth);
  await page.getByRole("button", { name: C.toggle }).click();
  await page.getByLabel(C.label).fill(code);
  await page.getByRole("button", { name: C.apply }).click();
  await expect(page.locator("#creator-code-error")).toHaveText(CREATOR_CODE_REFUSALS.usedUp(code));
  await expect(page.getByText(C.saves("$0.50", "$4.50"))).toHaveCount(0);
  // A checkout link with the used-up code says why on the field, without a click.
  await page.goto(`/payment?code=${code}`);
  await expect(page.locator("#creator-code-error")).toHaveText(CREATOR_CODE_REFUSALS.usedUp(code));

  // The affiliate's portal shows the code's terms, its uses and what the three buyers saved.
  const portal = await browser.newPage();
  await signInWithLink(portal, affiliate.link);
  await expect(portal.getByRole("region", { name: "Your referral links" })).toContainText(
    "Buyers save 10% · You earn $1.00 per sale · Used 3 of 3 · Your audience saved $1.50",
  );
  await portal.close();
  await admin.close();
});

// A code made over the operators' JSON route; one that no longer applies when the order is
// made (its last use went after the buyer applied it) is refused before PayPal opens.
test("a buyer types a creator code, sees $4.50, and PayPal is asked for 4.50 USD; a code used up meanwhile is refused before PayPal", async ({
  page,
  browser,
  baseURL,
}) => {
  const code = `TECH${randomBytes(3).toString("hex").toUpperCase()}`;
  const admin = await browser.newContext({ baseURL, storageState: ADMIN_STATE });
  const save = (terms: Record<string, unknown>) => admin.request.post("/admin/creator-codes", { data: { code, ...terms }, headers: { origin: baseURL ?? "" } });
  expect((await save({ discountPercent: 10, maxUses: 3 })).status()).toBe(201);

  const buyer = await newPlayer();
  await page.goto("/payment");
  await fillCheckout(page, buyer);
  await page.getByRole("button", { name: C.toggle }).click();
  await page.getByLabel(C.label).fill(code.toLowerCase());
  await page.getByRole("button", { name: C.apply }).click();
  await expect(page.getByText(C.saves("$0.50", "$4.50"))).toBeVisible();
  await expect(page.getByTestId("creator-code-badge")).toHaveText(`Creator code ${code}`);
  // The license card says the same amount beside its price without the code: what PayPal is asked for below.
  const card = page.getByRole("region", { name: LICENSE_CARD.name });
  await expect(card.getByTestId("code-price")).toHaveText(LICENSE_CARD.withCode(code, "$4.50"));

  const sent = page.waitForRequest((request) => request.url().endsWith("/api/paypal/create-order"));
  const { orderId } = await payWithPaypal(page, "Approve payment");
  expect((await sent).postDataJSON()).toMatchObject({ creatorCode: code });
  await page.waitForURL(/\/download\?status=success/);
  expect((await simulator.order(orderId)).purchaseUnits[0]?.amount).toMatchObject({ currency_code: "USD", value: "4.50" });

  // The next buyer applies the code; before they pay, its last use goes: create-order refuses it, PayPal never opens.
  const next = await newPlayer();
  await page.goto("/payment");
  await fillCheckout(page, next);
  await page.getByRole("button", { name: C.toggle }).click();
  await page.getByLabel(C.label).fill(code);
  await page.getByRole("button", { name: C.apply }).click();
  await expect(page.getByText(C.saves("$0.50", "$4.50"))).toBeVisible();
  expect((await save({ maxUses: 1 })).status()).toBe(200);
  await paypalButton(page).click();
  const usedUp = CREATOR_CODE_REFUSALS.usedUp(code);
  await expectToast(page, PAYMENT_TOASTS.createFailed.title, PAYMENT_TOASTS.createFailed.description(usedUp.replace(/\.$/, "")));
  await expect(page.locator("#creator-code-error")).toHaveText(usedUp);
  // No PayPal order was made for this buyer (other tests make orders meanwhile: the count alone proves nothing).
  const ordersForNext = (await simulator.recordedRequests("paypal")).filter(
    (r) => r.method === "POST" && r.path === "/v2/checkout/orders" && r.body.includes(next.uuid),
  );
  expect(ordersForNext).toEqual([]);

  // A code nobody issued is refused on the field at once.
  await page.getByLabel(C.label).fill("NOSUCHCODE1");
  await page.getByRole("button", { name: C.apply }).click();
  await expect(page.locator("#creator-code-error")).toHaveText(CREATOR_CODE_REFUSALS.unknown("NOSUCHCODE1"));
  await admin.close();
});

test("the Referral Links tab with 60 more codes shows them 20 a page, newest first, and finds one by search", async ({ browser, baseURL }) => {
  // Sixty requests and six page loads: about 10 s alone, over 30 s on a loaded 2-core host, where the default ended it.
  test.setTimeout(90_000);
  // Sixty codes of this test's own (a prefix no other test uses), made one after another over the operators' JSON route.
  const prefix = `PG${randomBytes(3).toString("hex").toUpperCase()}`;
  const codes = Array.from({ length: 60 }, (_, i) => `${prefix}${String(i).padStart(2, "0")}`);
  const admin = await browser.newContext({ baseURL, storageState: ADMIN_STATE });
  for (const code of codes)
    expect((await admin.request.post("/admin/creator-codes", { data: { code }, headers: { origin: baseURL ?? "" } })).status()).toBe(201);

  const page = await admin.newPage();
  const section = page.getByRole("region", { name: "Creator codes" });
  const rows = section.getByRole("row").filter({ hasText: prefix });
  const search = async (text: string) => {
    await section.getByRole("searchbox", { name: "Find a code or an affiliate" }).fill(text);
    await section.getByRole("button", { name: "Find", exact: true }).click();
  };
  await page.goto("/admin/dashboard/referrals");
  await search(prefix.toLowerCase());
  await expect(page).toHaveURL(new RegExp(`codesSearch=${prefix.toLowerCase()}`));
  // Three pages of 20, newest first (the last made leads), and no fourth.
  const seen: string[] = [];
  for (const index of [0, 1, 2]) {
    await expect(rows.first().getByRole("cell").first()).toHaveText(codes[59 - index * 20] ?? "");
    await expect(rows).toHaveCount(20);
    seen.push(...(await rows.evaluateAll((els) => els.map((el) => el.querySelector("td")?.textContent ?? ""))));
    const older = section.getByRole("link", { name: "Older codes" });
    if (index < 2) await older.click();
    else await expect(older).toHaveCount(0);
  }
  expect(seen).toEqual(codes.toReversed());

  // One code by its name; a search nothing matches says so; "Show all codes" goes back to the whole list.
  await search(codes[7] ?? "");
  await expect(rows).toHaveCount(1);
  await expect(rows.getByRole("cell").first()).toHaveText(codes[7] ?? "");
  await search(`${prefix}X`);
  await expect(section).toContainText(`No creator code or affiliate matches “${prefix}X”.`);
  await section.getByRole("link", { name: "Show all codes" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard\/referrals$/);
  await expect(section.getByRole("row").nth(1)).toBeVisible();
  await admin.close();
});
