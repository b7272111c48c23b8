import type { Page } from "@playwright/test";

import { DASHBOARD_TABS, dashboardHref } from "@/lib/content/admin/routes";
import { FAQ_CATEGORIES, FAQ_PAGE } from "@/lib/content/faq";
import { TUTORIAL_STEPS } from "@/lib/content/tutorial";
import { PRICE } from "@/lib/money";

import { approvedAffiliate, signInWithLink } from "./support/affiliates";
import { ADMIN_STATE } from "./support/paths";
import { PUBLIC_PAGES } from "./support/public-pages";
import { newPlayer, purchaseOverApi, test } from "./support/shop";
import { expect } from "./support/test";

/**
 * Every page runs under the strict script policy (hashes or a nonce, no 'unsafe-inline'). Each test
 * here visits pages and fails on any console error or uncaught exception, besides the violations every test fails
 * on (tests/e2e/support/test.ts); the other specs drive each interactive leaf under the same guard.
 */
function watchConsole(page: Page, expectedStatus = /$^/) {
  const problems: string[] = [];
  page.on("console", (message) => {
    const text = message.text();
    // A page that does not exist logs its own document's 404, which is what it should answer.
    if (message.type() === "error" && !(expectedStatus.test(new URL(page.url()).pathname) && /status of 404/.test(text))) {
      problems.push(`${new URL(page.url()).pathname}: ${text}`);
    }
  });
  page.on("pageerror", (error) => problems.push(`${new URL(page.url()).pathname}: ${error.message}`));
  return problems;
}

/** Each test visits many pages (some rendered afresh on their first visit after the server's start). */
test.describe.configure({ timeout: 120_000 });

/** Next sets `window.next` once the page's scripts have run: blocked scripts would leave the page unhydrated. */
async function expectHydrated(page: Page, path: string) {
  await expect.poll(() => page.evaluate(() => Boolean((window as unknown as { next?: unknown }).next)), path).toBe(true);
}

test("every public page, the shop's pages and the sign-in pages hydrate with a clean console", async ({ page }) => {
  const problems = watchConsole(page, /^\/no-such-page$/);
  const paths = [
    ...PUBLIC_PAGES.map((p) => p.path as string),
    "/download/resend",
    "/download?access=not-a-token",
    "/gift",
    "/redeem",
    "/discord/linked/linked",
    "/admin/login",
    "/affiliate/login",
    "/account",
    "/no-such-page",
  ];
  for (const path of paths) {
    await page.goto(path);
    await expectHydrated(page, path);
  }
  expect(problems).toEqual([]);
});

test("the download page with a token, and its path C without one, run under the policy", async ({ page, request }) => {
  const problems = watchConsole(page);
  const { downloadToken } = await purchaseOverApi(request, await newPlayer());
  await page.goto(`/download?access=${downloadToken}`);
  await expectHydrated(page, "/download");
  await expect(page.getByRole("region", { name: "Purchase status" })).toBeVisible();
  // Without a token or a draft, the page's script sends the visitor to /payment after 2 s.
  await page.goto("/download");
  await expect(page).toHaveURL(/\/payment$/, { timeout: 10_000 });
  expect(problems).toEqual([]);
});

test("the FAQ's topic buttons and the tutorial's copy button (sonner's toast and its style) work under the policy", async ({ page, context }) => {
  const problems = watchConsole(page);
  await page.goto("/faq");
  const topic = FAQ_CATEGORIES.find((c) => c.id !== "safety");
  if (!topic) throw new Error("the FAQ has one topic only");
  await page.getByRole("group", { name: FAQ_PAGE.categoriesLabel }).getByRole("button", { name: topic.label, exact: true }).click();
  await expect(page.locator("details[open]").first()).toBeVisible();

  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/tutorial");
  const command = TUTORIAL_STEPS(PRICE).find((s) => s.command)?.command ?? "";
  await page.getByRole("button", { name: `Copy ${command}`, exact: true }).click();
  await expect(page.getByText("Copied!", { exact: true })).toBeVisible();
  expect(problems).toEqual([]);
});

test.describe("signed in", () => {
  test.use({ storageState: ADMIN_STATE });

  test("every dashboard tab, and a dialog (Radix's scroll lock and its style), work under the policy", async ({ page }) => {
    const problems = watchConsole(page);
    for (const tab of DASHBOARD_TABS) {
      await page.goto(dashboardHref(tab));
      await expectHydrated(page, tab);
    }
    await page.getByRole("button", { name: /Total Users/ }).click();
    await expect(page.getByRole("dialog", { name: "Total Users" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
    expect(problems).toEqual([]);
  });
});

test("the affiliate portal runs under the policy", async ({ page, browser, request }) => {
  const problems = watchConsole(page);
  const { link } = await approvedAffiliate(browser, request, "Policy");
  await signInWithLink(page, link);
  await expectHydrated(page, "/affiliate");
  expect(problems).toEqual([]);
});
