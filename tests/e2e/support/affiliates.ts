import { randomBytes } from "node:crypto";

import { expect, type APIRequestContext, type Browser, type Page } from "@playwright/test";

import { E2E_PORT } from "../../../playwright.config";
import { messagesTo } from "./mail-capture";
import { ADMIN_STATE, MAIL_DIR } from "./paths";
import { expectToast } from "./shop";

/** The path of the one-time sign-in link in an affiliate e-mail. */
const signInLink = (mail: string) => /https:\/\/shop\.example\.test(\/affiliate\/sign-in\?token=[A-Za-z0-9_-]+)/.exec(mail)?.[1];

/** The admin approves an application from the Affiliates tab. */
export async function approveApplication(dashboard: Page, name: string, firstCode?: string) {
  await dashboard.goto("/admin/dashboard/affiliates");
  const application = dashboard.getByRole("listitem").filter({ hasText: name });
  // Approval issues the affiliate's first code: the one typed beside Approve, or one made from the name.
  if (firstCode) await application.getByLabel(`First referral code for ${name} (blank: the one shown)`).fill(firstCode);
  await application.getByRole("button", { name: `Approve ${name}` }).click();
  await expectToast(dashboard, `${name} approved`);
  return application;
}

/** The admin creates a creator code in the Referral Links tab's form, for an affiliate when one is named; the link it shows. */
export async function generateReferralCode(dashboard: Page, code: string, affiliate?: string) {
  await dashboard.goto("/admin/dashboard/referrals");
  const form = dashboard.getByRole("form", { name: "Code terms" });
  await form.getByLabel("Code", { exact: true }).fill(code);
  if (affiliate) await form.getByLabel("Belongs to (optional)").selectOption({ label: affiliate });
  await form.getByRole("button", { name: "Save code" }).click();
  await expect(dashboard.getByTestId("referral-link")).toContainText(`/payment?ref=${code}`);
  return dashboard.getByTestId("referral-link");
}

/**
 * A code's row in the admin's referral table: not its open commission lines (a Void button) nor its creator code
 * terms (an Edit button), which name the code too.
 */
export const referralRowOf = (dashboard: Page, code: string) =>
  dashboard
    .getByRole("row")
    .filter({ has: dashboard.getByRole("cell", { name: code, exact: true }) })
    .filter({ hasNot: dashboard.getByRole("button", { name: /^Void the / }) })
    .filter({ hasNot: dashboard.getByRole("button", { name: /^Edit the terms of / }) });

/**
 * A code's row of the admin's referral table, read fresh: Code, Affiliate, Sales, Pending, Approved, Paid,
 * Voided, Clicks (30 days), Flags.
 */
export async function referralRow(dashboard: Page, code: string) {
  await dashboard.goto("/admin/dashboard/referrals");
  const cells = await referralRowOf(dashboard, code).getByRole("cell").allTextContents();
  return { sales: cells[2], pending: cells[3], approved: cells[4], paid: cells[5], voided: cells[6], clicks: cells[7] };
}

/** Waits for the affiliate's welcome e-mail in the SMTP capture and returns its one-time link's path. */
export async function welcomeLink(mailDir: string, email: string): Promise<string> {
  await expect.poll(() => messagesTo(mailDir, email).length, { timeout: 15_000 }).toBe(1);
  const link = signInLink(messagesTo(mailDir, email)[0] ?? "");
  expect(link, "the welcome e-mail carries a sign-in link").toBeDefined();
  return link ?? "";
}

/** Opens a sign-in link and presses its button: the portal. */
export async function signInWithLink(page: Page, link: string) {
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1, name: "Sign in to the affiliate portal" })).toBeVisible();
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/affiliate$/);
}

/**
 * An applicant the admin approves in the dashboard and gives a referral code; returns the one-time sign-in
 * link of the welcome e-mail (delivered over SMTP).
 */
export async function approvedAffiliate(browser: Browser, request: APIRequestContext, prefix = "Portal") {
  const name = `${prefix} ${randomBytes(3).toString("hex")}`;
  const email = `${name.replace(" ", ".").toLowerCase()}@example.com`;
  expect((await request.post("/api/affiliate/signup", { data: { name, email } })).status()).toBe(201);

  // The admin approves it with the code typed in the approval step: the affiliate has it at once.
  const admin = await browser.newContext({ baseURL: `http://127.0.0.1:${E2E_PORT}`, storageState: ADMIN_STATE });
  const adminPage = await admin.newPage();
  const code = `${prefix.toUpperCase()}${randomBytes(3).toString("hex").toUpperCase()}`;
  const application = await approveApplication(adminPage, name, code);
  await expect(application.getByText("Active", { exact: true })).toBeVisible();

  // The welcome e-mail, delivered over SMTP, carries a one-time link, and names the code with its link.
  const link = await welcomeLink(MAIL_DIR, email);
  const welcome = messagesTo(MAIL_DIR, email)[0] ?? "";
  expect(welcome).toContain(`Hi ${name},`);
  expect(welcome).toContain(`Your referral code is ${code}.`);
  expect(welcome).toContain(`https://shop.example.test/payment?ref=${code}`);
  await admin.close();
  return { name, email, code, link };
}
