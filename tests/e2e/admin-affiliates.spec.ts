import { randomBytes } from "node:crypto";

import { expect } from "@playwright/test";

import { approveApplication, generateReferralCode, referralRowOf } from "./support/affiliates";
import { ADMIN_STATE } from "./support/paths";
import { expectToast, newPlayer, purchaseOverApi, test } from "./support/shop";

test.use({ storageState: ADMIN_STATE });

test("affiliate program: approve an application, give it a code, see its sale and mark the commission paid", async ({ page, request }) => {
  // A purchase and several dashboard round trips: more than the default budget on a loaded machine.
  test.slow();
  const name = `Aff ${randomBytes(3).toString("hex")}`;
  const applied = await request.post("/api/affiliate/signup", {
    data: { name, email: `${name.replace(" ", ".").toLowerCase()}@example.com`, website: "https://creator.example.com" },
  });
  expect(applied.status()).toBe(201);

  await page.goto("/admin/dashboard/affiliates");
  await expect(page.getByRole("listitem").filter({ hasText: name }).getByText("https://creator.example.com")).toBeVisible();
  const code = `AFF${randomBytes(3).toString("hex").toUpperCase()}`;
  const application = await approveApplication(page, name, code);
  await expect(application.getByText("APPROVED", { exact: true })).toBeVisible();

  await purchaseOverApi(request, await newPlayer(), { referralCode: code });
  await page.goto("/admin/dashboard/referrals");
  const row = referralRowOf(page, code);
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
  await page.goto("/admin/dashboard/logs?cursor=not-a-cursor");
  await expectToast(page, "Failed to fetch activity logs");
  await expect(page.getByText("No activity logs found")).toBeVisible();
});

test("an admin voids an open commission with a reason: it leaves the list, counts as voided and is audited", async ({ page, request }) => {
  // A purchase and several dashboard round trips: more than the default budget on a loaded machine.
  test.slow();
  const code = `VOID${randomBytes(3).toString("hex").toUpperCase()}`;
  await generateReferralCode(page, code);
  await purchaseOverApi(request, await newPlayer(), { referralCode: code });
  await page.reload();

  const line = page.getByRole("region", { name: "Open commission lines" }).getByRole("row").filter({ hasText: code });
  await expect(line).toHaveCount(1);
  await expect(line).toContainText("Sale");
  await expect(line).toContainText("$1.00");
  await expect(line).toContainText("Pending (in hold)");
  // The referral table's seventh cell counts voided lines.
  const performance = referralRowOf(page, code);
  await expect(performance.getByRole("cell").nth(6)).toHaveText("0");

  await line.getByRole("button", { name: new RegExp(`^Void the ${code} commission of order `) }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("This $1.00 line will not be paid out.");
  await dialog.getByLabel("Reason (shown to the affiliate)").fill("Bought by the affiliate's own friend, to earn the commission");
  await dialog.getByRole("button", { name: "Void commission" }).click();
  await expectToast(page, "Commission voided");
  await expect(dialog).toBeHidden();
  await expect(line).toHaveCount(0);
  await expect(performance.getByRole("cell").nth(6)).toHaveText("1");

  await page.goto("/admin/dashboard/logs?action=commission.void");
  await expect(page.getByRole("row").filter({ hasText: "commission.void" }).first()).toBeVisible();
});
