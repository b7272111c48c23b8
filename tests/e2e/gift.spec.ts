import { createHash } from "node:crypto";

import { expect, type Page } from "@playwright/test";

import { REDEEM_ERRORS } from "@/lib/content/gifts";

import { seriousViolations } from "./support/axe";
import { messagesTo, mimeParts } from "./support/mail-capture";
import { MAIL_DIR } from "./support/paths";
import { fixture, newPlayer, payWithPaypal, signedCheck, simulator, test } from "./support/shop";

const GIFT_CODE = /GIFT(?:-[0-9A-HJKMNP-TV-Z]{4}){7}/;

/** The text part of the one mail `to` received, once it has arrived. */
async function mailTo(to: string): Promise<string> {
  await expect.poll(() => messagesTo(MAIL_DIR, to).length, { timeout: 15_000 }).toBe(1);
  return mimeParts(messagesTo(MAIL_DIR, to)[0] ?? "")[0]?.body ?? "";
}

async function redeem(page: Page, code: string, username: string) {
  await page.goto(`/redeem#code=${encodeURIComponent(code)}`);
  await expect(page.getByLabel("Gift code")).toHaveValue(code);
  await page.getByLabel("Minecraft Username").fill(username);
  await page.getByRole("button", { name: "Redeem" }).click();
}

// A checkout, two mails, a redemption, a download and a second redemption: more than one page's 30 s on a busy machine.
test.describe.configure({ timeout: 60_000 });

test("a gift bought for a friend's e-mail: the code reaches them, redeems once for a working license, and the giver sees by whom", async ({
  page,
  request,
}) => {
  const giver = await newPlayer();
  const friend = await newPlayer();
  await page.goto("/payment");
  await page.getByRole("checkbox", { name: "Buy as a gift" }).check();
  await expect(page.getByLabel("Minecraft Username")).toHaveCount(0);
  await page.getByLabel("Email Address").fill(giver.email);
  await page.getByLabel("Recipient's email (optional)").fill(friend.email);
  await page.getByLabel("Message (optional)").fill("Happy birthday!\nSee you in the auction house.");
  await page.getByRole("checkbox", { name: /I have read and accept the Terms of Service/ }).check();
  await expect(page.getByTestId("paypal-buttons")).toHaveAttribute("data-enabled", "true");
  const created = page.waitForRequest((r) => r.url().endsWith("/api/paypal/create-order"));
  await payWithPaypal(page, "Approve payment");
  const sent = (await created).postDataJSON() as Record<string, unknown>;
  expect(sent).not.toHaveProperty("username");
  expect(sent.gift).toEqual({ recipientEmail: friend.email, message: "Happy birthday!\nSee you in the auction house." });

  // The buyer's page shows the code once, printable, and drops it from the address.
  await page.waitForURL(/\/gift\?access=/);
  const code = (await page.getByTestId("gift-code").textContent()) ?? "";
  expect(code).toMatch(GIFT_CODE);
  expect(page.url()).not.toContain("#");
  await expect(page.getByTestId("gift-state")).toHaveText("Not redeemed yet");
  await expect(page.getByRole("button", { name: "Print gift card" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  const giftPage = page.url();

  // The friend's e-mail holds the code and the message; the giver's receipt holds it too.
  const friendMail = await mailTo(friend.email);
  expect(friendMail).toContain(code);
  expect(friendMail).toContain("Happy birthday!");
  expect(await mailTo(giver.email)).toContain(`Gift code: ${code}`);

  // The friend redeems it for their own account: whitelisted, and the download opens.
  await redeem(page, code, friend.username);
  await page.waitForURL(/\/download\?access=/);
  const jarHref = (await page.getByRole("link", { name: /^Download / }).getAttribute("href")) ?? "";
  const jar = await request.get(jarHref);
  expect(jar.status()).toBe(200);
  expect(
    createHash("sha256")
      .update(await jar.body())
      .digest("hex"),
  ).toBe(fixture.release.sha256);
  expect(await signedCheck(request, friend.uuid)).toMatchObject({ active: true, username: friend.username, uuid: friend.uuid });

  // A code redeems once, whoever tries again.
  const other = await newPlayer();
  await redeem(page, code, other.username);
  await expect(page.locator("#gift-code-error")).toHaveText(REDEEM_ERRORS.redeemed);
  expect(await signedCheck(request, other.uuid)).toMatchObject({ active: false });

  await page.goto(giftPage);
  await expect(page.getByTestId("gift-state")).toContainText(`Redeemed by ${friend.username} on `);
  await expect(page.getByTestId("gift-code")).toHaveCount(0);
});

test("a refunded gift's code can no longer be redeemed", async ({ page, request }) => {
  const giver = await newPlayer();
  const created = await request.post("/api/paypal/create-order", { data: { email: giver.email, gift: {}, tosAccepted: true, referralCode: null } });
  expect(created.status()).toBe(201);
  const { orderId, orderSecret } = (await created.json()) as { orderId: string; orderSecret: string };
  await simulator.approve(orderId);
  const captured = await request.post("/api/paypal-capture-order", { data: { orderId, orderSecret } });
  expect(captured.status()).toBe(200);
  const { transactionId, gift } = (await captured.json()) as { transactionId: string; gift: { code: string; statusToken: string } };
  expect(gift.code).toMatch(GIFT_CODE);

  await simulator.refund(transactionId);
  const signed = await simulator.webhook("PAYMENT.CAPTURE.REFUNDED", orderId);
  expect((await request.post("/api/paypal/webhook", { headers: signed.headers, data: signed.body })).status()).toBe(200);

  const friend = await newPlayer();
  await redeem(page, gift.code, friend.username);
  await expect(page.locator("#gift-code-error")).toHaveText(REDEEM_ERRORS.voided);
  expect(await signedCheck(request, friend.uuid)).toMatchObject({ active: false });
  await page.goto(`/gift?access=${encodeURIComponent(gift.statusToken)}`);
  await expect(page.getByTestId("gift-state")).toContainText("Void since ");
});
