import { createHash } from "node:crypto";

import { expect } from "@playwright/test";

import { ACCOUNT_CODE_REFUSED } from "@/lib/content/account";
import { site } from "@/lib/site";

import { askForCode, codeIn, linkIn, signInMail as signInMailIn } from "./support/account";
import { seriousViolations } from "./support/axe";
import { messagesTo } from "./support/mail-capture";
import { MAIL_DIR } from "./support/paths";
import { fixture, newPlayer, purchaseOverApi, test } from "./support/shop";

const signInMail = (to: string, count: number) => signInMailIn(MAIL_DIR, to, count);

// Two browsers, two mails and a download: longer than one page's 30 s on a busy machine.
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
