import { readFileSync } from "node:fs";

import { FIXTURE_FILE } from "./support/paths";
import { expect, test } from "./support/test";

test("the active-user figure is the number of active licenses in the database", async ({ page }) => {
  const { activeLicenses } = JSON.parse(readFileSync(FIXTURE_FILE, "utf8")) as { activeLicenses: number };
  await page.goto("/");
  await expect(page.getByTestId("active-users")).toContainText(activeLicenses.toLocaleString("en-US"));
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
