import { randomBytes } from "node:crypto";

import { expect } from "@playwright/test";

import { E2E_PORT } from "../../playwright.config";
import { approveApplication, generateReferralCode, signInWithLink, welcomeLink } from "./support/affiliates";
import { messagesTo } from "./support/mail-capture";
import { ADMIN_STATE, MAIL_DIR } from "./support/paths";
import { expectToast, test } from "./support/shop";

test("an approved applicant gets the sign-in e-mail, signs in with its link and sees their portal; sign-out ends it", async ({ page, browser, request }) => {
  // The whole journey, admin and affiliate, in one test: longer than one page's budget on the shared CI machine.
  test.setTimeout(90_000);
  const name = `Portal ${randomBytes(3).toString("hex")}`;
  const email = `${name.replace(" ", ".").toLowerCase()}@example.com`;
  expect((await request.post("/api/affiliate/signup", { data: { name, email } })).status()).toBe(201);

  // The admin approves it and gives it a code.
  const admin = await browser.newContext({ baseURL: `http://127.0.0.1:${E2E_PORT}`, storageState: ADMIN_STATE });
  const adminPage = await admin.newPage();
  const application = await approveApplication(adminPage, name);
  await expect(application.getByText("Active", { exact: true })).toBeVisible();
  const code = `PORTAL${randomBytes(3).toString("hex").toUpperCase()}`;
  await generateReferralCode(adminPage, code, name);

  // The welcome e-mail, delivered over SMTP, carries a one-time link.
  const link = await welcomeLink(MAIL_DIR, email);
  expect(messagesTo(MAIL_DIR, email)[0]).toContain(`Hi ${name},`);

  // Opening the link (as a mail scanner would) uses nothing up: the button does.
  expect((await request.get(link)).status()).toBe(200);
  await signInWithLink(page, link);
  await expect(page.getByRole("heading", { level: 1, name: `Welcome, ${name}` })).toBeVisible();
  await expect(page.getByText("Account status: Active")).toBeVisible();
  const links = page.getByRole("region", { name: "Your referral links" });
  await expect(links.getByText(`https://shop.example.test/payment?ref=${code}`)).toBeVisible();
  await expect(links.getByRole("button", { name: `Copy the link for ${code}` })).toBeVisible();
  // No sale yet: the ledger says so, and the totals are zero.
  const ledger = page.getByRole("region", { name: "Commissions" });
  await expect(ledger.getByText("No sales yet. Share your links to start earning.")).toBeVisible();
  await expect(ledger.getByText("Paid to date")).toBeVisible();
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
