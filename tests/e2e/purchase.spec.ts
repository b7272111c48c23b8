import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";

import { expect } from "@playwright/test";

import { ADMIN_ORDERS } from "@/lib/content/admin/orders";
import { CANCELLED_ORDER, CAPTURE_OUTCOME, CREATOR_CODE_FORM, PAYMENT_TOASTS } from "@/lib/content/checkout";
import { TOS_VERSION } from "@/lib/content/legal";

import { E2E_PORT, E2E_PUBLIC_URL } from "../../playwright.config";
import { adminOrderStatus } from "./support/admin-orders";
import { generateReferralCode, referralRow } from "./support/affiliates";
import { ADMIN_STATE } from "./support/paths";
import {
  buyInBrowser,
  expectToast,
  fillCheckout,
  fixture,
  newPlayer,
  paypalButton,
  payWithPaypal,
  purchaseOverApi,
  signedCheck,
  simulator,
  test,
} from "./support/shop";

test("happy path: pay, activate, download the release's jar, and the whitelist answers active", async ({ page, request }) => {
  const buyer = await newPlayer();
  await page.goto("/payment");
  await expect(page.getByText("Demo mode: no real payment is taken.")).toBeVisible();
  await fillCheckout(page, buyer);
  await expect(page.getByTestId("paypal-buttons")).toHaveAttribute("data-enabled", "true");

  await payWithPaypal(page, "Approve payment");
  await expectToast(page, "Payment Successful!");
  await page.waitForURL(/\/download\?status=success&access=/);
  await expectToast(page, "License Activated!");
  await expect(page.getByRole("heading", { level: 1, name: "Payment Successful!" })).toBeVisible();
  await expect(page.getByText(`Version ${fixture.release.version}`)).toBeVisible();
  await expect(page.getByText(fixture.release.sha256.slice(0, 12), { exact: true })).toBeVisible();
  await expect(page.getByText("Clean")).toBeVisible();
  await expect(page.getByText("0/70 engines flagged this file")).toBeVisible();
  // The download page has the site's header and the way back to a lost link.
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Lost your download link?" })).toHaveAttribute("href", "/download/resend");

  const downloadPromise = page.waitForEvent("download");
  await page.getByRole("link", { name: /^Download / }).click();
  const download = await downloadPromise;
  await expectToast(page, "Download Starting");
  const jar = readFileSync(await download.path());
  expect(createHash("sha256").update(jar).digest("hex")).toBe(fixture.release.sha256);
  expect(download.suggestedFilename()).toBe(`ahsniper-${fixture.release.version}.jar`);

  expect(await signedCheck(request, buyer.uuid)).toMatchObject({ active: true, username: buyer.username, uuid: buyer.uuid });
  expect(await page.evaluate(() => sessionStorage.getItem("purchaseDraft"))).toBeNull();
});

test("a declined card takes no money: the provider error toast, no license, and the admin sees it declined", async ({ page, request, browser }) => {
  const buyer = await newPlayer();
  await page.goto("/payment");
  await fillCheckout(page, buyer);
  const captureCall = page.waitForResponse((r) => r.url().endsWith("/api/paypal-capture-order") && r.request().method() === "POST");
  const { orderId } = await payWithPaypal(page, "Decline card");
  // The shop records the declined capture before it answers: once the answer is in, the Orders tab has it.
  expect((await captureCall).status()).toBe(422);
  await expectToast(page, "Payment Error", "There was an error processing your payment. Please try again.");
  await expect(page).toHaveURL(/\/payment$/);
  const check = await signedCheck(request, buyer.uuid);
  expect(check).toMatchObject({ active: false, uuid: buyer.uuid });
  expect(check).not.toHaveProperty("username");
  expect(await adminOrderStatus(browser, orderId)).toBe(`CREATED ${ADMIN_ORDERS.openStates.DECLINED}`);
});

test("a cancelled approval captures nothing and leaves the buyer on the form", async ({ page, browser }) => {
  const buyer = await newPlayer();
  await page.goto("/payment");
  await fillCheckout(page, buyer);
  const captures: string[] = [];
  page.on("request", (r) => r.url().includes("capture-order") && captures.push(r.url()));
  // The page tells the shop after the toast, without waiting: the test waits for that answer, not for a guess of its time.
  const cancelCall = page.waitForResponse((r) => r.url().endsWith("/api/paypal/cancel-order") && r.request().method() === "POST");
  const { orderId } = await payWithPaypal(page, "Cancel");
  await expectToast(page, "Payment cancelled", "You have not been charged.");
  const cancelled = await cancelCall;
  expect(cancelled.status()).toBe(200);
  expect(await cancelled.json()).toEqual({ cancelled: true });
  expect(captures).toEqual([]);
  expect((await simulator.order(orderId)).captures).toEqual([]);
  await expect(page.getByLabel("Minecraft Username")).toHaveValue(buyer.username);
  // The shop records the attempt as cancelled, and the admin's Orders tab says so; it never reached approval, so it can be hidden.
  expect(await adminOrderStatus(browser, orderId)).toBe(`CLOSED ${ADMIN_ORDERS.closedReasons.CANCELLED}`);
  expect(await adminOrderStatus(browser, orderId, { approvedOnly: true })).toBeNull();
});

test("an order cancelled in another tab is not captured when its approval comes back: the page says why", async ({ page }) => {
  const buyer = await newPlayer();
  await page.goto("/payment");
  await fillCheckout(page, buyer);
  const created = page.waitForResponse((r) => r.url().endsWith("/api/paypal/create-order") && r.request().method() === "POST");
  const captureCall = page.waitForResponse((r) => r.url().endsWith("/api/paypal-capture-order") && r.request().method() === "POST");
  const { orderId } = await payWithPaypal(page, "Approve payment", async (orderId) => {
    // The buyer's other tab closed its PayPal window for the same order: the shop recorded it cancelled.
    const { orderSecret } = (await (await created).json()) as { orderSecret: string };
    const cancelled = await page.request.post("/api/paypal/cancel-order", { data: { orderId, orderSecret } });
    expect(await cancelled.json()).toEqual({ cancelled: true });
  });
  expect((await captureCall).status()).toBe(409);
  await expectToast(page, PAYMENT_TOASTS.refused.title, CANCELLED_ORDER.capture);
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: PAYMENT_TOASTS.processing.title })).toHaveCount(0);
  await expect(page).toHaveURL(/\/payment$/);
  expect((await simulator.order(orderId)).captures).toEqual([]);
});

test("a capture failure shows the processing error, a lasting message saying no money was taken, and keeps the draft", async ({ page, browser }) => {
  const buyer = await newPlayer();
  await page.goto("/payment");
  await fillCheckout(page, buyer);
  const { orderId } = await payWithPaypal(page, "Approve payment", (orderId) =>
    simulator.failNextCapture(orderId, "INTERNAL_SERVER_ERROR").then(() => undefined),
  );
  await expectToast(page, "Payment Processing Error", "Payment was successful but activation failed. Please contact support.");
  await expect(page).toHaveURL(/\/payment$/);
  // Beside the spec's toast, a lasting message read from the order: PayPal took nothing, try again.
  const outcome = page.getByTestId("capture-outcome");
  await expect(outcome).toContainText(CAPTURE_OUTCOME.notCharged.heading);
  await expect(outcome).toContainText(CAPTURE_OUTCOME.notCharged.body(orderId));
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 15_000 });
  await expect(outcome).toBeVisible();
  // The admin's Orders tab says what happened; the buyer had approved, so it stays when unapproved attempts are hidden.
  expect(await adminOrderStatus(browser, orderId, { approvedOnly: true })).toBe(`CREATED ${ADMIN_ORDERS.openStates.CAPTURE_FAILED}`);
  const draft = JSON.parse((await page.evaluate(() => sessionStorage.getItem("purchaseDraft"))) ?? "null") as Record<string, unknown>;
  expect(draft).toMatchObject({ username: buyer.username, email: buyer.email, tosAccepted: true, tosVersion: TOS_VERSION, referralCode: null });
});

test("an account that already has an active license is told so before paying, with the way to its download", async ({ page, request }) => {
  const buyer = await newPlayer();
  await purchaseOverApi(request, buyer);
  await page.goto("/payment");
  await fillCheckout(page, buyer);
  const created = page.waitForResponse((r) => r.url().endsWith("/api/paypal/create-order"));
  await paypalButton(page).click();
  expect((await created).status()).toBe(409);
  const message = `${buyer.username} already has an active license: there is nothing to pay again.`;
  // Under the username, and in the spec's toast for a failed order.
  await expect(page.getByText(message, { exact: true })).toBeVisible();
  await expectToast(page, "Payment Error", `Failed to create payment order: ${message.replace(/\.$/, "")}.`);
  await expect(page.getByLabel("Minecraft Username")).toBeFocused();
  // Beside the message, in the form (the license card links the resend page for everyone too).
  const lost = page.getByRole("group", { name: "Your details" }).getByRole("link", { name: "Lost your download link?" });
  await expect(lost).toHaveAttribute("href", "/download/resend");
  // Editing the name clears the message and its link.
  await page.getByLabel("Minecraft Username").fill("Someone_Else");
  await expect(lost).toHaveCount(0);
});

test("a double click makes one order", async ({ page }) => {
  const buyer = await newPlayer();
  await page.goto("/payment");
  await fillCheckout(page, buyer);
  const creates: string[] = [];
  page.on("request", (r) => r.url().endsWith("/api/paypal/create-order") && creates.push(r.method()));
  const popup = page.waitForEvent("popup");
  await paypalButton(page).dblclick();
  await (await popup).getByRole("button", { name: "Cancel" }).click();
  await expectToast(page, "Payment cancelled");
  expect(creates).toEqual(["POST"]);
});

test("a referral link an admin generated shows its badge and records one commission for the sale", async ({ page, browser, request }) => {
  // Two browser contexts, two page loads, a purchase and the dashboard: more than the default budget on a loaded machine.
  test.slow();
  const buyer = await newPlayer();
  const code = `E2E${Date.now().toString(36).toUpperCase()}`;
  // Only codes the shop issued earn a commission: an admin generates this one first, in the dashboard.
  const admin = await browser.newContext({ baseURL: `http://127.0.0.1:${E2E_PORT}`, storageState: ADMIN_STATE });
  const dashboard = await admin.newPage();
  await expect(await generateReferralCode(dashboard, code)).toHaveText(`${E2E_PUBLIC_URL}/payment?ref=${code}`);

  await page.goto(`/payment?ref=${code.toLowerCase()}`);
  await expect(page.getByTestId("creator-code-badge")).toHaveText(`Creator code ${code}`);
  // The link's code is applied at once: the page shows the price create-order will ask PayPal for (this code gives no discount).
  await expect(page.getByText(CREATOR_CODE_FORM.noDiscount("$5.00"))).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem("referralCode"))).toBe(code);

  // Spec section 3: without ?ref=, the code comes back from session storage.
  await page.goto("/payment");
  await expect(page.getByTestId("creator-code-badge")).toHaveText(`Creator code ${code}`);
  const { orderId, sent } = await buyInBrowser(page, buyer);
  expect(sent).toMatchObject({ referralCode: code });

  // The admin's referral table: one sale for the code, and $1.00 pending for its affiliate (held until refunds are unlikely).
  const salesAndOwed = async () => {
    const { sales, pending } = await referralRow(dashboard, code);
    return [sales, pending];
  };
  await expect.poll(salesAndOwed).toEqual(["1", "$1.00"]);
  // Capturing the same order again (a retry, a second tab) answers the same and records nothing more.
  const again = await request.post("/api/paypal-capture-order", { data: { orderId } });
  expect(again.status()).toBe(200);
  expect(await salesAndOwed()).toEqual(["1", "$1.00"]);
  await admin.close();
});
