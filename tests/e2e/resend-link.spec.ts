import { expect } from "@playwright/test";

import { E2E_PORT } from "../../playwright.config";
import { messagesTo } from "./support/mail-capture";
import { ADMIN_STATE, MAIL_DIR } from "./support/paths";
import { newPlayer, purchaseOverApi, test } from "./support/shop";

test("lost download link: the resend page e-mails a fresh link that opens the download", async ({ page, request }) => {
  const buyer = await newPlayer();
  await purchaseOverApi(request, buyer);
  // The receipt of the purchase comes first.
  await expect.poll(() => messagesTo(MAIL_DIR, buyer.email).length, { timeout: 15_000 }).toBe(1);

  await page.goto("/download/resend");
  await expect(page.getByRole("heading", { level: 1, name: "Lost your download link?" })).toBeVisible();
  await page.getByLabel("Email address").fill(buyer.email);
  await page.getByRole("button", { name: "Send me a new link" }).click();
  await expect(page.getByRole("status")).toHaveText("If that e-mail address bought a license, we have sent it a new download link.");

  await expect.poll(() => messagesTo(MAIL_DIR, buyer.email).length, { timeout: 15_000 }).toBe(2);
  const mail = messagesTo(MAIL_DIR, buyer.email)[1] ?? "";
  expect(mail).toContain(buyer.username);
  const link = /https:\/\/shop\.example\.test\/download\?access=([A-Za-z0-9._%-]+)/.exec(mail);
  expect(link).not.toBeNull();
  await page.goto(`/download?access=${link?.[1] ?? ""}`);
  await expect(page.getByRole("heading", { level: 1, name: "Payment Successful!" })).toBeVisible();
  const jar = await request.get((await page.getByRole("link", { name: /^Download / }).getAttribute("href")) ?? "");
  expect(jar.status()).toBe(200);
  expect(jar.headers()["content-disposition"]).toContain("attachment");
});

test("an unknown e-mail gets the same answer and no mail", async ({ page, browser }) => {
  // The answer comes before the lookup, which a background job does and records in the audit log (as the admin reads it).
  const admin = await browser.newContext({ baseURL: `http://127.0.0.1:${E2E_PORT}`, storageState: ADMIN_STATE });
  const resends = async () => {
    const response = await admin.request.get("/admin/audit-log?limit=100&action=download.resend");
    expect(response.status()).toBe(200);
    return ((await response.json()) as { logs: { id: string; details: unknown }[] }).logs;
  };
  const earlier = new Set((await resends()).map((entry) => entry.id));

  const address = `nobody-${Date.now()}@example.com`;
  await page.goto("/download/resend");
  await page.getByLabel("Email address").fill(address);
  await page.getByRole("button", { name: "Send me a new link" }).click();
  await expect(page.getByRole("status")).toHaveText("If that e-mail address bought a license, we have sent it a new download link.");
  // No other test asks for an unknown address, so a new "no license" entry is this request's job, finished.
  await expect
    .poll(async () => (await resends()).filter((entry) => !earlier.has(entry.id)).map((entry) => entry.details), { timeout: 15_000 })
    .toContainEqual({ licenses: 0, outcome: "no_license" });
  await admin.close();
  expect(messagesTo(MAIL_DIR, address)).toEqual([]);
});
