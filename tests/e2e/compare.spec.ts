import { COMPARE_LABELS, COMPARISONS, type CompareValue } from "@/lib/content/compare";
import { PRICE } from "@/lib/money";

import { expect, test } from "./support/test";

const spoken = (value: CompareValue) =>
  value.kind === "yes"
    ? COMPARE_LABELS.yes
    : value.kind === "no"
      ? COMPARE_LABELS.no
      : value.kind === "partial"
        ? `${COMPARE_LABELS.partial}${value.note ? ` ${value.note}` : ""}`
        : value.text;

for (const comparison of Object.values(COMPARISONS)) {
  test(`${comparison.meta.path}: every tick, cross and partial mark is announced as text`, async ({ page }) => {
    await page.goto(comparison.meta.path);
    for (const category of comparison.categories(PRICE)) {
      const table = page.getByRole("table", { name: category.name });
      for (const row of category.rows) {
        const cells = table.getByRole("row", { name: new RegExp(`^${row.feature.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`) }).getByRole("cell");
        await expect(cells.nth(0)).toHaveText(spoken(row.ours), { useInnerText: false });
        await expect(cells.nth(1)).toHaveText(spoken(row.theirs), { useInnerText: false });
      }
    }
    // The spec's partial mark is used where one side has a feature only in part.
    const partials = comparison
      .categories(PRICE)
      .flatMap((c) => c.rows.flatMap((r) => [r.ours, r.theirs]))
      .filter((v) => v.kind === "partial").length;
    expect(partials).toBeGreaterThan(0);
    await expect(page.getByText(COMPARE_LABELS.partial, { exact: true })).toHaveCount(partials);
    await expect(page.getByRole("link", { name: "Get Started - $5" })).toHaveAttribute("href", "/payment");
    for (const link of comparison.crossLinks) await expect(page.getByRole("link", { name: link.label })).toHaveAttribute("href", link.href);
  });
}
