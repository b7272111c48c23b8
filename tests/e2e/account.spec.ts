import { createHash } from "node:crypto";

import { expect, type APIRequestContext, type Page } from "@playwright/test";

import { ACCOUNT_CODE_REFUSED } from "@/lib/content/account";
import { site } from "@/lib/site";

import { seriousViolations } from "./support/axe";
import { messagesTo, mimeParts } from "./support/mail-capture";
import { MAIL_DIR } from "./support/paths";
import { fixture, newPlayer, purchaseOverApi, test } from "./support/shop";

/** The text part of the newest sign-in mail to `to`, once `count` of them have arrived. */
async function signInMail(to: string, count: number): Promise<string> {
  const signIns = () => messagesTo(MAIL_DIR, to).filter((m) => /sign-in code/.test(m));
  await expect.poll(() => signIns().length, { timeout: 15_000 }).toBe(count);
  return mimeParts(signIns().at(-1) ?? "")[0]?.body ?? "";
}
const codeIn = (text: string) => /Your code:\s*(\d{6})/.exec(text)?.[1] ?? "";
const linkIn = (text: string) => /https:\/\/shop\.example\.test(\/account\/sign-in\?token=[A-Za-z0-9_-]{43})/.exec(text)?.[1] ?? "";

async function askForCode(page: Page, email: string) {
  await page.goto("/account");
  await page.getByLabel("Email address").fill(email);
  await page.getByRole("button", { name: "Email me a sign-in code" }).click();
  await expect(page.getByRole("status")).toContainText("we have e-mailed it a 6-digit code");
}

// Two browsers, four mails and a download: longer than one page's 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

test("a buyer signs in at /account with the e-mailed code, sees the purchase, downloads the jar, and signs out everywhere", async ({
  page,
  browser,
  request,
}) => {
  const buyer = await newPlayer();
  await purchaseOverApi(request, buyer);

  // A wrong code is refused and the form says so; the right one opens the account.
  await askForCode(page, buyer.email.toUpperCase());
  const code = codeIn(await signInMail(buyer.email, 1));
  expect(code).toMatch(/^\d{6}$/);
  await page.getByLabel("6-digit code").fill(code === "000000" ? "000001" : "000000");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByText(ACCOUNT_CODE_REFUSED)).toBeVisible();
  await page.getByLabel("6-digit code").fill(code);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your account", exact: true })).toBeVisible();
  await expect(page.getByText(`Signed in as ${buyer.email}`)).toBeVisible();

  const licenses = page.getByRole("region", { name: "Licenses" });
  await expect(licenses.getByRole("row").filter({ hasText: buyer.username })).toContainText("Active");
  const orders = page.getByRole("region", { name: "Orders" });
  await expect(orders.getByRole("row").filter({ hasText: buyer.username })).toContainText("$5.00 · Paid");
  expect(await seriousViolations(page)).toEqual([]);

  // The download button hands out the current release: the same bytes as the registered jar.
  const href = (await page.getByRole("link", { name: `Download ${site.name} ${fixture.release.version}` }).getAttribute("href")) ?? "";
  const jar = await page.request.get(href);
  expect(jar.status()).toBe(200);
  expect(
    createHash("sha256")
      .update(await jar.body())
      .digest("hex"),
  ).toBe(fixture.release.sha256);

  // A second browser signs in with the mail's link, which works once.
  const other = await browser.newContext();
  const second = await other.newPage();
  await askForCode(second, buyer.email);
  const link = linkIn(await signInMail(buyer.email, 2));
  await second.goto(link);
  await second.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(second.getByText(`Signed in as ${buyer.email}`)).toBeVisible();
  expect((await second.request.get("/api/account")).status()).toBe(200);
  const third = await browser.newContext();
  const reused = await third.newPage();
  await reused.goto(link);
  await expect(reused.getByRole("heading", { level: 1, name: "This sign-in link no longer works" })).toBeVisible();
  await third.close();

  // Sign out everywhere, from the first browser: the second's session is refused too.
  await page.getByRole("button", { name: "Sign out everywhere" }).click();
  await expect(page.getByRole("button", { name: "Email me a sign-in code" })).toBeVisible();
  expect((await second.request.get("/api/account")).status()).toBe(401);
  await second.reload();
  await expect(second.getByRole("button", { name: "Email me a sign-in code" })).toBeVisible();
  await other.close();
});

test("an address that bought nothing gets the same answer and no mail", async ({ page, request }) => {
  const stranger = `nobody-${Date.now()}@example.com`;
  await askForCode(page, stranger);
  // The jobs run after the answers, in turn: once a buyer asking next has their mail, the stranger's job has run.
  const known = await newPlayer();
  await purchaseOverApi(request, known);
  await askForCode(page, known.email);
  await signInMail(known.email, 1);
  expect(messagesTo(MAIL_DIR, stranger)).toEqual([]);
});

/** A gift bought over the shop's API (create, approve at the simulator, capture) by `giver`, for `recipient`. */
async function giftOverApi(request: APIRequestContext, giver: string, recipient: string) {
  const created = await request.post("/api/paypal/create-order", { data: { email: giver, tosAccepted: true, gift: { recipientEmail: recipient } } });
  expect(created.status()).toBe(201);
  const { orderId, orderSecret } = (await created.json()) as { orderId: string; orderSecret: string };
  await fetch(`${fixture.simulatorsUrl}/__simulator/paypal/orders/${orderId}/approve`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: "{}",
  });
  expect((await request.post("/api/paypal-capture-order", { data: { orderId, orderSecret } })).status()).toBe(200);
}

const GIFT_CODE = /GIFT(?:-[0-9A-HJKMNP-TV-Z]{4}){7}/;
/** The gift codes the recipient's gift mails carried, oldest first, once `count` have arrived. */
async function giftCodesTo(to: string, count: number): Promise<string[]> {
  await expect.poll(() => messagesTo(MAIL_DIR, to).length, { timeout: 15_000 }).toBe(count);
  return messagesTo(MAIL_DIR, to).map((m) => GIFT_CODE.exec(mimeParts(m)[0]?.body ?? "")?.[0] ?? "");
}

test("a giver sends a gift's e-mail again from the account, with a new code, then moves the account to a new address", async ({ page, request }) => {
  const giver = (await newPlayer()).email;
  const friend = (await newPlayer()).email;
  await giftOverApi(request, giver, friend);
  const [firstCode] = await giftCodesTo(friend, 1);
  expect(firstCode).toMatch(GIFT_CODE);

  await askForCode(page, giver);
  await page.getByLabel("6-digit code").fill(codeIn(await signInMail(giver, 1)));
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  const gifts = page.getByRole("region", { name: "Gifts you bought" });
  await expect(gifts).toContainText(`To ${friend}`);
  await gifts.getByRole("button", { name: "Send the e-mail again" }).click();
  await expect(gifts.getByRole("status")).toHaveText(`Sent again to ${friend}, with a new code. The earlier code no longer works.`);
  const codes = await giftCodesTo(friend, 2);
  expect(codes[1]).toMatch(GIFT_CODE);
  expect(codes[1]).not.toBe(firstCode);

  // The account moves to a new address: a code there confirms it, and the old address is told.
  const moved = `moved-${(await newPlayer()).email}`;
  const email = page.getByRole("region", { name: "E-mail address" });
  await email.getByLabel("New e-mail address").fill(moved);
  await email.getByRole("button", { name: "Send a code to the new address" }).click();
  await expect(email.getByRole("status")).toContainText(`We e-mailed a code to ${moved}.`);
  await expect.poll(() => messagesTo(MAIL_DIR, moved).length, { timeout: 15_000 }).toBe(1);
  await email.getByLabel("Code from the new address").fill(codeIn(mimeParts(messagesTo(MAIL_DIR, moved)[0] ?? "")[0]?.body ?? ""));
  await email.getByRole("button", { name: "Change my e-mail address" }).click();
  await expect(page.getByText(`Signed in as ${moved}`)).toBeVisible();
  await expect(page.getByRole("region", { name: "Gifts you bought" })).toContainText(`To ${friend}`);
  await expect.poll(() => messagesTo(MAIL_DIR, giver).some((m) => m.includes(`now belongs to ${moved}`)), { timeout: 15_000 }).toBe(true);
});
