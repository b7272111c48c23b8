import { FAQ_CATEGORIES, FAQ_ENTRIES, FAQ_PAGE } from "@/lib/content/faq";
import { PRICE } from "@/lib/money";

import { expect, test } from "./support/test";

type Page = import("@playwright/test").Page;
/** A question is a native disclosure: the visitor clicks its summary (holding the question's heading); its <details> is open or not. */
const question = (page: Page, text: string) => page.locator("summary").filter({ has: page.getByRole("heading", { level: 2, name: text, exact: true }) });
const disclosure = (page: Page, text: string) => page.locator("details").filter({ has: question(page, text) });
const expectOpen = (page: Page, text: string, open: boolean) => expect(disclosure(page, text)).toHaveJSProperty("open", open);

test.beforeEach(async ({ page }) => {
  await page.goto("/faq");
});

test("the first question is open by default and the others are closed", async ({ page }) => {
  const [first, ...rest] = FAQ_ENTRIES(PRICE);
  if (!first) throw new Error("no FAQ entries");
  await expectOpen(page, first.question, true);
  await expect(page.getByText(first.answer)).toBeVisible();
  for (const entry of rest) {
    await expectOpen(page, entry.question, false);
    await expect(page.getByText(entry.answer)).toBeHidden();
  }
});

test("several questions can be open at once, and a second click closes one", async ({ page }) => {
  const [first, second, third] = FAQ_ENTRIES(PRICE);
  if (!first || !second || !third) throw new Error("too few FAQ entries");
  await question(page, second.question).click();
  await question(page, third.question).click();
  for (const entry of [first, second, third]) {
    await expectOpen(page, entry.question, true);
    await expect(page.getByText(entry.answer)).toBeVisible();
  }
  await question(page, second.question).click();
  await expectOpen(page, second.question, false);
  await expect(page.getByText(second.answer)).toBeHidden();
});

for (const category of FAQ_CATEGORIES.filter((c) => c.id !== "safety")) {
  test(`the ${category.label} button opens and scrolls to the first ${category.label} question`, async ({ page }) => {
    const target = FAQ_ENTRIES(PRICE).find((e) => e.category === category.id);
    if (!target) throw new Error(`no question in ${category.id}`);
    const top = async () => (await question(page, target.question).boundingBox())?.y ?? Number.NaN;
    expect(await top()).toBeGreaterThan(150);
    await page.getByRole("group", { name: FAQ_PAGE.categoriesLabel }).getByRole("button", { name: category.label, exact: true }).click();
    await expectOpen(page, target.question, true);
    // Scrolled so the question sits at the top of the window.
    await expect.poll(top).toBeLessThan(80);
    await expect(question(page, target.question)).toBeFocused();
    await expect(page.getByText(target.answer)).toBeVisible();
  });
}
