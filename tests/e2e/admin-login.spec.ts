import { expect } from "@playwright/test";

import { expectToast, fixture, test } from "./support/shop";

test("every admin page sends a visitor without a session to the sign-in page", async ({ page, request }) => {
  for (const path of ["/admin", "/admin/dashboard", "/admin/dashboard?tab=logs", "/admin/anything"]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole("heading", { level: 1, name: "Admin Login" })).toBeVisible();
  }
  // The spec's admin calls answer 401 JSON instead of redirecting.
  for (const path of ["/admin/stats", "/admin/audit-log?limit=50", "/admin/list-uuids?limit=20", "/admin/mojang/Notch"]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(401);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe("unauthorized");
  }
});

test("sign in (wrong password, then right), see the sign-in in the activity log, and log out", async ({ page }) => {
  const { username, password } = fixture.loginAdmin;
  await page.goto("/admin/login");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill(`${password}-wrong`);
  await page.getByRole("button", { name: "Login" }).click();
  await expectToast(page, "Login failed", "Invalid username or password");
  await expect(page).toHaveURL(/\/admin\/login$/);

  await page.getByLabel("Password").fill(password);
  const loggingIn = page.getByRole("button", { name: "Logging in..." });
  await page.getByRole("button", { name: "Login" }).click();
  await expect(loggingIn.or(page.getByRole("heading", { name: "Admin Dashboard" }))).toBeVisible();
  await expectToast(page, "Login successful");
  await page.waitForURL(/\/admin\/dashboard$/);
  await expect(page.getByText(`Signed in as ${username}`)).toBeVisible();

  await page.getByRole("tab", { name: "Activity Logs" }).click();
  const rows = page.getByRole("tabpanel").getByRole("row").filter({ hasText: "admin.login" });
  await expect(rows.filter({ hasText: username }).filter({ hasText: "Success" }).first()).toBeVisible();
  await expect(rows.filter({ hasText: "Failed" }).first()).toBeVisible();

  await page.getByRole("button", { name: "Logout" }).click();
  await page.waitForURL((url) => url.pathname === "/");
  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL(/\/admin\/login$/);
});
