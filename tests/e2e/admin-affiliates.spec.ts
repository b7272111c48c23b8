import { randomBytes } from "node:crypto";

import { expect } from "@playwright/test";

import { ADMIN_STATE } from "./support/paths";
import { expectToast, newPlayer, purchaseOverApi, test } from "./support/shop";

test.use({ storageState: ADMIN_STATE });

test("affiliate program: approve an application, give it a code, see its sale and mark the commission paid", async ({ page, request }) => {
  const name = `Aff ${randomBytes(3).toString("hex")}`;
  const applied = await request.post("/api/affiliate/signup", {
    data: { name, email: `${name.replace(" ", ".").toLowerCase()}@example.com`, website: "https://creator.example.com" },
  });
  expect(applied.status()).toBe(201);

  await page.goto("/admin/dashboard?tab=affiliates");
  const application = page.getByRole("listitem").filter({ hasText: name });
  await expect(application.getByText("https://creator.example.com")).toBeVisible();
  await application.getByRole("button", { name: `Approve ${name}` }).click();
  await expectToast(page, `${name} approved`);
  await expect(application.getByText("APPROVED", { exact: true })).toBeVisible();

  const code = `AFF${randomBytes(3).toString("hex").toUpperCase()}`;
  await page.goto("/admin/dashboard?tab=referrals");
  await page.getByLabel("Referral code").fill(code);
  await page.getByLabel("Affiliate (optional)").selectOption({ label: name });
  await page.getByRole("button", { name: "Generate Link" }).click();
  await expect(page.getByTestId("referral-link")).toContainText(`/payment?ref=${code}`);

  await purchaseOverApi(request, await newPlayer(), { referralCode: code });
  await page.reload();
  const row = page.getByRole("row").filter({ hasText: code });
  await expect(row).toContainText(name);
  // Sales, then pending (the sale is in its hold), approved and paid.
  await expect(row.getByRole("cell").nth(2)).toHaveText("1");
  await expect(row.getByRole("cell").nth(3)).toHaveText("$1.00");
  await row.getByRole("button", { name: "Mark paid" }).click();
  await expectToast(page, `Commissions of ${code} marked paid`);
  await expect(row.getByRole("cell").nth(3)).toHaveText("$0.00");
  await expect(row.getByRole("cell").nth(5)).toHaveText("$1.00");
});

test("an activity log page that cannot be read shows the spec's error toast", async ({ page }) => {
  await page.goto("/admin/dashboard?tab=logs&cursor=not-a-cursor");
  await expectToast(page, "Failed to fetch activity logs");
  await expect(page.getByText("No activity logs found")).toBeVisible();
});
