import { randomBytes } from "node:crypto";

import type { Browser, Page } from "@playwright/test";

import { E2E_PORT } from "../../playwright.config";
import { generateReferralCode, referralRowOf } from "./support/affiliates";
import { compileJavaClient } from "./support/java-client";
import { messagesTo } from "./support/mail-capture";
import { ADMIN_STATE, MAIL_DIR } from "./support/paths";
import { expectToast, fillCheckout, newPayerId, newPlayer, paypalButton, purchaseOverApi, signedCheck, simulator, test } from "./support/shop";
import { expect } from "./support/test";

const APP = `http://127.0.0.1:${E2E_PORT}`;
const SUPPORT = "support@ahsniper.example";

/** The code's line in the Referral Links tab's open commissions, read fresh. */
async function commissionLine(page: Page, code: string) {
  await page.goto("/admin/dashboard/referrals");
  return page.getByRole("region", { name: "Open commission lines" }).getByRole("row").filter({ hasText: code });
}

/** The admin's dashboard with a creator code of its own (`prefix` and six hex digits), and a buyer to refer with it. */
async function adminWithCode(browser: Browser, prefix: string) {
  const admin = await browser.newContext({ baseURL: APP, storageState: ADMIN_STATE });
  const page = await admin.newPage();
  const code = `${prefix}${randomBytes(3).toString("hex").toUpperCase()}`;
  await generateReferralCode(page, code);
  return { admin, page, code, buyer: await newPlayer() };
}

// A dispute a seller can win: what the shop recorded of the sale, the mod's own signed checks among it, goes to PayPal.
test("a disputed sale: the tab shows it with its due date, the admins are mailed, the proof lists the download and the checks and reaches PayPal", async ({
  browser,
  request,
}) => {
  // A purchase, a download, the Java client compiled and run twice, a dispute and the dashboard: a long test.
  test.slow();
  const { admin, page, code, buyer } = await adminWithCode(browser, "WON");
  const { transactionId, downloadToken } = await purchaseOverApi(request, buyer, { referralCode: code });
  expect((await request.get(`/download/ahsniper?token=${encodeURIComponent(downloadToken ?? "")}`)).status()).toBe(200);
  const { jwks, run } = await compileJavaClient(APP);
  for (let i = 0; i < 2; i += 1) expect((await run(["check", APP, jwks, buyer.uuid])).out).toMatch(/^OK active=true /);

  const { dispute, webhook } = await simulator.disputes.open(transactionId ?? "");
  expect((await request.post("/api/paypal/webhook", { headers: webhook.headers, data: webhook.body })).status()).toBe(200);

  // While it is open, the sale's commission is frozen: no payout takes it.
  await expect(await commissionLine(page, code)).toContainText("Frozen: PayPal dispute open");

  await page.goto("/admin/dashboard/disputes");
  const row = page.getByRole("row").filter({ hasText: dispute.dispute_id });
  await expect(row).toContainText(buyer.username);
  await expect(row).toContainText("Not received");
  await expect(row).toContainText("Waiting for your answer");
  await expect(row).toContainText(`${dispute.seller_response_due_date?.slice(0, 16).replace("T", " ")} UTC`);
  await expect(row).toContainText(/\d+ days left/);
  await expect.poll(() => messagesTo(MAIL_DIR, SUPPORT).filter((m) => m.includes("PayPal dispute opened")).length, { timeout: 20_000 }).toBeGreaterThan(0);

  // The proof, read first: the terms, the download and the mod's checks (written in batches: a few seconds).
  const proofUrl = await row.getByRole("link", { name: /The proof of fulfilment/ }).getAttribute("href");
  await expect.poll(async () => (await (await admin.request.get(proofUrl ?? "")).text()).match(/: (\d+) checks?$/m)?.[1], { timeout: 20_000 }).toBe("2");
  const proof = await (await admin.request.get(proofUrl ?? "")).text();
  expect(proof).toContain("Terms of Service version");
  expect(proof).toMatch(/: version \d+\.\d+\.\d+\S*, SHA-256 [0-9a-f]{64}$/m);
  expect(proof).toContain(`Minecraft account ${buyer.username}`);

  await row.getByRole("button", { name: /^Send the proof of fulfilment/ }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Evidence sent to PayPal" })).toBeVisible();
  await expect(row).toContainText("Evidence sent");
  const atPaypal = await simulator.disputes.get(dispute.dispute_id);
  expect(atPaypal.status).toBe("UNDER_REVIEW");
  expect(atPaypal.evidences?.[0]?.documents?.[0]?.content).toBe(proof.slice(proof.indexOf("\n\n") + 2));

  // PayPal decides for the seller.
  const resolved = await simulator.disputes.resolve(dispute.dispute_id, "seller");
  expect((await request.post("/api/paypal/webhook", { headers: resolved.webhook.headers, data: resolved.webhook.body })).status()).toBe(200);
  await page.reload();
  await expect(page.getByRole("row").filter({ hasText: dispute.dispute_id })).toContainText("Won");
  // The commission is payable again: back in its hold, for the next payout after it.
  await expect(await commissionLine(page, code)).toContainText("Pending (in hold)");
  await admin.close();
});

// A chargeback the buyer won: the shop stops the license, takes the commission back and no longer sells to that buyer.
test("a dispute decided for the buyer: the license answers inactive, the commission is voided, the payer is banned and refused at checkout", async ({
  browser,
  request,
}) => {
  // A purchase, the dashboard's tabs and a checkout in a second browser: a long test.
  test.slow();
  const { admin, page, code, buyer } = await adminWithCode(browser, "LOST");
  const payerId = newPayerId();
  const { transactionId } = await purchaseOverApi(request, buyer, { referralCode: code, payerId });
  expect(await signedCheck(request, buyer.uuid)).toMatchObject({ active: true });

  const { dispute, webhook } = await simulator.disputes.open(transactionId ?? "", { reason: "UNAUTHORISED" });
  expect((await request.post("/api/paypal/webhook", { headers: webhook.headers, data: webhook.body })).status()).toBe(200);
  const resolved = await simulator.disputes.resolve(dispute.dispute_id, "buyer");
  expect((await request.post("/api/paypal/webhook", { headers: resolved.webhook.headers, data: resolved.webhook.body })).status()).toBe(200);

  expect(await signedCheck(request, buyer.uuid)).toMatchObject({ active: false });
  const performance = referralRowOf(page, code);
  await page.goto("/admin/dashboard/referrals");
  // The referral table's seventh cell counts voided lines.
  await expect(performance.getByRole("cell").nth(6)).toHaveText("1");

  await page.goto("/admin/dashboard/disputes");
  const disputes = page.getByRole("region", { name: "PayPal disputes" });
  await expect(disputes.getByRole("row").filter({ hasText: dispute.dispute_id })).toContainText("Lost: the buyer was refunded");
  const bans = page.getByRole("region", { name: "Ban list" });
  for (const value of [payerId, buyer.email, buyer.uuid]) {
    const ban = bans.getByRole("row").filter({ hasText: value });
    await expect(ban).toContainText(`Dispute ${dispute.dispute_id}`);
    await expect(ban).toContainText("In force");
  }

  // The same buyer comes back for another account: refused before PayPal opens, with the support address.
  const shopper = await browser.newContext({ baseURL: APP });
  const checkout = await shopper.newPage();
  await checkout.goto("/payment");
  await fillCheckout(checkout, { username: (await newPlayer()).username, email: buyer.email });
  const popup = checkout.waitForEvent("popup");
  await paypalButton(checkout).click();
  await expectToast(
    checkout,
    "Payment Error",
    `Failed to create payment order: We cannot complete this purchase online. Please write to ${SUPPORT} and we will help.`,
  );
  const approval = await popup;
  await expect.poll(() => approval.isClosed()).toBe(true);
  await shopper.close();
  await admin.close();
});
