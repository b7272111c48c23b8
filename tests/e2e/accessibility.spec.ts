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

for (const route of [...PUBLIC_ROUTES, ...SHOP_ROUTES, "/this-page-does-not-exist"]) {
  test(`axe finds no serious or critical violation on ${route}`, async ({ page }) => {
    // /download?status=success with no purchase sends the visitor on to /payment after 2 seconds (spec section 4);
    // a 204 answer keeps the browser on the page, so axe reads the state the visitor sees until then.
    if (route === "/download?status=success")
      await page.route(
        (url) => url.pathname === "/payment",
        (r) => r.fulfill({ status: 204 }),
      );
    await page.goto(route);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test("the check itself finds a violation put into a page: an image without a text and a button without a name", async ({ page }) => {
  await page.goto("/terms");
  await page.evaluate(() => {
    const main = document.querySelector("main")!;
    main.insertAdjacentHTML("afterbegin", '<img src="/icon.svg" width="10" height="10"><button type="button"></button>');
  });
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
  for (const tab of DASHBOARD_TABS) {
    test(`axe finds no serious or critical violation on the dashboard's ${tab} tab`, async ({ page }) => {
      await page.goto(dashboardHref(tab));
      await expect(page.getByRole("region", { name: ADMIN_DASHBOARD.tabs[tab], exact: true })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
