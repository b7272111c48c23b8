import { readFileSync } from "node:fs";

import { ADMIN_STATE, FIXTURE_FILE } from "./support/paths";
import { expect, test } from "./support/test";

test("the active-user figure is the number of active licenses in the database when the page was rendered", async ({ page, browser, baseURL }) => {
  const { activeLicenses } = JSON.parse(readFileSync(FIXTURE_FILE, "utf8")) as { activeLicenses: number };
  await page.goto("/");
  const figure = (await page.getByTestId("active-users").locator("p").first().textContent()) ?? "";
  expect(figure).toMatch(/^\d{1,3}(,\d{3})*$/);
  // The page is regenerated at most every 5 minutes (ISR), and other tests buy licenses meanwhile: the figure
  // is the count of one render since the seed, so at least the seeded count and at most the count now.
  const admin = await browser.newContext({ baseURL, storageState: ADMIN_STATE });
  const answer = await admin.request.get("/admin/stats");
  const { stats } = (await answer.json()) as { stats: { activeLicenses: number } };
  await admin.close();
  const shown = Number(figure.replaceAll(",", ""));
  expect(shown).toBeGreaterThanOrEqual(activeLicenses);
  expect(shown).toBeLessThanOrEqual(stats.activeLicenses);
});

test("the hero leads to /payment and the community button opens its invite in a new tab", async ({ page }) => {
  await page.goto("/");
  const ctas = page.getByRole("link", { name: "Get Started - $5" });
  await expect(ctas.first()).toHaveAttribute("href", "/payment");
  expect(await ctas.count()).toBeGreaterThanOrEqual(2);

  const community = page.getByRole("link", { name: /Join our Discord/ });
  await expect(community).toHaveAttribute("target", "_blank");
  await expect(community).toHaveAttribute("rel", "noopener noreferrer");
  await expect(community).toHaveAttribute("href", /^https:\/\//);
});

test("the landing page links to the guide, features, comparison and FAQ", async ({ page }) => {
  await page.goto("/");
  const explore = page.getByRole("region", { name: "Learn More" });
  const cards = [
    ["Installation Guide", "/tutorial"],
    ["Features", "/features"],
    ["Compare Mods", "/compare/neu"],
    ["FAQ", "/faq"],
  ] as const;
  for (const [name, href] of cards) {
    await expect(explore.getByRole("link", { name: new RegExp(`^${name}`) })).toHaveAttribute("href", href);
  }
  await expect(page.getByText("Instant download, Lifetime updates, 24/7 support")).toBeVisible();
});

test("the first Tab reaches a visible skip link that moves to the main content", async ({ page }) => {
  await page.goto("/");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/#main$/);
});
