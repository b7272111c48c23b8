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
  // Legacy mode runs axe in the page itself: the default opens a blank page to merge each frame's partial results,
  // which took 2.0-2.7 s of a 2.3-2.8 s analysis here (0.8-0.9 s without), and 10-20 s on a loaded CI host. What it
  // gives up is testing cross-origin frames, and the shop's pages have none of their own (PayPal's buttons are
  // PayPal's). Only violations are read: axe then builds no selector for the nodes that passed.
  const builder = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ["violations"] });
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => ({ id: v.id, impact: v.impact, targets: v.nodes.map((n) => n.target.join(" ")).slice(0, 5) }));
}
