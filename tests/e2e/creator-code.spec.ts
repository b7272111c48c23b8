import { randomBytes } from "node:crypto";

import { CREATOR_CODE_FORM as C, CREATOR_CODE_REFUSALS, PAYMENT_TOASTS } from "@/lib/content/checkout";

import { ADMIN_STATE } from "./support/paths";
import { expectToast, fillCheckout, newPlayer, paypalButton, payWithPaypal, simulator } from "./support/shop";
import { expect, test } from "./support/test";

// Issue #23 §1 and §5: a creator code typed at checkout shows what the buyer saves, PayPal is asked for that amount,
// and a code that no longer applies when the order is made is refused before PayPal opens.
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
  await expect(page.getByText(`Referral code: ${code}`)).toBeVisible();

  const sent = page.waitForRequest((request) => request.url().endsWith("/api/paypal/create-order"));
  const { orderId } = await payWithPaypal(page, "Approve payment");
  expect((await sent).postDataJSON()).toMatchObject({ creatorCode: code });
  await page.waitForURL(/\/download\?status=success/);
  expect((await simulator.order(orderId)).purchaseUnits[0]?.amount).toEqual({ currency_code: "USD", value: "4.50" });

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
