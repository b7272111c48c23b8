import type { Page } from "@playwright/test";

import { ADMIN_DASHBOARD } from "@/lib/content/admin/dashboard";
import { DASHBOARD_TABS, dashboardHref } from "@/lib/content/admin/routes";
import { PUBLIC_ROUTES } from "@/lib/content/public-routes";

import { seriousViolations } from "./support/axe";
import { ADMIN_STATE } from "./support/paths";
import { expect, test } from "./support/test";

/** The shop's own pages, in the states a buyer meets them (the download page with a forged link shows the resend form). */
const SHOP_ROUTES = [
  "/payment",
  "/download/resend",
  "/download?access=forged",
  "/download?status=success",
  "/admin/login",
  "/affiliate/login",
  "/affiliate/sign-in?token=forged",
  "/account",
  "/account/sign-in?token=forged",
];

/** Routes per test: one page visits them in turn, its cache warm after the first, and the groups spread over the workers. */
const PER_TEST = 6;
/**
 * A group's budget: about 2 s a page alone, but up to 11 s on CI's loaded host at the suite's start (the clusters'
 * instances starting beside the browsers), where the default 30 s ended four groups.
 */
const GROUP_TIMEOUT_MS = PER_TEST * 20_000;
const inGroups = <T>(items: readonly T[]): T[][] =>
  Array.from({ length: Math.ceil(items.length / PER_TEST) }, (_, i) => items.slice(i * PER_TEST, (i + 1) * PER_TEST));

/** Each route's serious findings, none for a clean one: a failure names the route and the rule. */
async function violationsOn<R extends string>(page: Page, routes: readonly R[], visit: (route: R) => Promise<void>) {
  const found: Record<string, Awaited<ReturnType<typeof seriousViolations>>> = {};
  for (const route of routes) {
    await visit(route);
    const violations = await seriousViolations(page);
    if (violations.length > 0) found[route] = violations;
  }
  return found;
}

for (const routes of inGroups([...PUBLIC_ROUTES, ...SHOP_ROUTES, "/this-page-does-not-exist"])) {
  test(`axe finds no serious or critical violation on ${routes.join(", ")}`, async ({ page }) => {
    test.setTimeout(GROUP_TIMEOUT_MS);
    // /download?status=success with no purchase sends the visitor on to /payment after 2 seconds (spec section 4);
    // a 204 answer keeps the browser on the page, so axe reads the state the visitor sees until then.
    const toPayment = (url: URL) => url.pathname === "/payment" && page.url().includes("/download?status=success");
    await page.route(toPayment, (r) => r.fulfill({ status: 204 }));
    const found = await violationsOn(page, routes, async (route) => {
      // The page's timer must have fired before the next visit: firing during that visit's navigation, it aborted it.
      const leaving = route.includes("status=success") ? page.waitForRequest((r) => toPayment(new URL(r.url()))) : null;
      await page.goto(route);
      await expect(page.getByRole("heading", { level: 1 }), route).toBeVisible();
      await leaving;
    });
    expect(found).toEqual({});
  });
}

test("the check itself finds a violation put into a page: an image without a text and a button without a name", async ({ page }) => {
  // A document of its own: put into a shop page before React had hydrated it, the two elements were removed again.
  await page.setContent(
    '<!doctype html><html lang="en"><head><title>Check</title></head><body><main><h1>Check</h1><img src="/icon.svg" width="10" height="10"><button type="button"></button></main></body></html>',
  );
  expect((await seriousViolations(page)).map((v) => v.id).sort()).toEqual(["button-name", "image-alt"]);
});

test("axe finds no serious or critical violation in the affiliate dialog", async ({ page }) => {
  await page.goto("/payment");
  await page.getByRole("button", { name: "Become an Affiliate" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

// One visit per page, measured at each width in turn: the layout reflows on resize, so no reload is needed.
test("no public page scrolls sideways at 360, 768 or 1440px", async ({ page }) => {
  test.setTimeout(90_000);
  for (const route of [...PUBLIC_ROUTES, "/payment", "/download/resend"]) {
    await page.setViewportSize({ width: 1440, height: 800 });
    await page.goto(route);
    for (const width of [360, 768, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${route} overflows by ${overflow}px at ${width}px`).toBeLessThanOrEqual(0);
    }
  }
});

test.describe("signed in", () => {
  test.use({ storageState: ADMIN_STATE });
  for (const tabs of inGroups(DASHBOARD_TABS)) {
    test(`axe finds no serious or critical violation on the dashboard's ${tabs.join(", ")} tabs`, async ({ page }) => {
      test.setTimeout(GROUP_TIMEOUT_MS);
      const found = await violationsOn(page, tabs, async (tab) => {
        await page.goto(dashboardHref(tab));
        await expect(page.getByRole("region", { name: ADMIN_DASHBOARD.tabs[tab], exact: true })).toBeVisible();
      });
      expect(found).toEqual({});
    });
  }
});
