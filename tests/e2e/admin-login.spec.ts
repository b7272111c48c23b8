import { expect, type Page } from "@playwright/test";

import { DASHBOARD_TABS, dashboardHref } from "@/lib/content/admin/routes";

import { expectToast, fixture, test } from "./support/shop";

const GATED = ["/admin", "/admin/dashboard", "/admin/dashboard?tab=logs", ...DASHBOARD_TABS.map((tab) => dashboardHref(tab)), "/admin/anything"];

test("a visitor without a session who opens the dashboard lands on the sign-in page", async ({ page }) => {
  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole("heading", { level: 1, name: "Admin Login" })).toBeVisible();
});

// Every other admin page answers the same redirect: read at the HTTP level, one request each, rather than a full page
// load per page in a browser (15 of those outlasted one test's time on a busy machine).
test("every admin page sends a visitor without a session to the sign-in page", async ({ request }) => {
  for (const path of GATED) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect([307, 303], path).toContain(response.status());
    expect(new URL(response.headers().location ?? "", "http://shop.test").pathname, path).toBe("/admin/login");
  }
});

test("the spec's admin calls answer 401 JSON to a visitor without a session instead of redirecting", async ({ request }) => {
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
  // /admin/dashboard, where sign-in lands, opens the first tab.
  await page.waitForURL(/\/admin\/dashboard\/users$/);
  await expect(page.getByText(`Signed in as ${username}`)).toBeVisible();

  await page.getByRole("link", { name: "Activity Logs", exact: true }).click();
  const rows = page.getByRole("region", { name: "Activity Logs" }).getByRole("row").filter({ hasText: "admin.login" });
  await expect(rows.filter({ hasText: username }).filter({ hasText: "Success" }).first()).toBeVisible();
  await expect(rows.filter({ hasText: "Failed" }).first()).toBeVisible();

  await page.getByRole("button", { name: "Logout" }).click();
  await page.waitForURL((url) => url.pathname === "/");
  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test('"Sign out everywhere" ends the admin\'s sessions in every browser, this one included', async ({ page, browser }) => {
  const { username, password } = fixture.everywhereAdmin;
  const signIn = async (tab: Page) => {
    await tab.goto("/admin/login");
    await tab.getByLabel("Username").fill(username);
    await tab.getByLabel("Password").fill(password);
    await tab.getByRole("button", { name: "Login" }).click();
    await tab.waitForURL(/\/admin\/dashboard\/users$/);
  };
  const elsewhere = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    const other = await elsewhere.newPage();
    await signIn(other);
    await signIn(page);
    expect((await elsewhere.request.get("/admin/stats")).status()).toBe(200);

    await page.getByRole("button", { name: "Sign out everywhere" }).click();
    await page.waitForURL(/\/admin\/login$/);
    await page.goto("/admin/dashboard");
    await expect(page).toHaveURL(/\/admin\/login$/);

    // The other browser still holds its cookie, and it opens nothing any more.
    expect((await elsewhere.request.get("/admin/stats")).status()).toBe(401);
    await other.goto("/admin/dashboard");
    await expect(other).toHaveURL(/\/admin\/login$/);
  } finally {
    await elsewhere.close();
  }
});
