import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/**
 * axe's serious and critical findings on the page as it stands (or only inside
 * the `include` selector), the first few targets of each. Every spec runs axe
 * through here, so every one waits for the same settled page.
 */
export async function seriousViolations(page: Page, { include }: { include?: string } = {}) {
  // A toast (sonner, loaded on the first toast) fades in: axe measures colour contrast as painted, so it reads what
  // the visitor reads once the entrance animations have run, not a half-transparent frame.
  // A spinner's endless animation never ends, so only animations with an end are waited for.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== "running" || animation.effect?.getComputedTiming().endTime === Infinity),
  );
  const builder = new AxeBuilder({ page });
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => ({ id: v.id, impact: v.impact, targets: v.nodes.map((n) => n.target.join(" ")).slice(0, 5) }));
}
