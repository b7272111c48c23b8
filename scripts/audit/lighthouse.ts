import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Config } from "lighthouse";

import { CHROMIUM_ARGS, chromiumPath } from "../../tests/support/chromium";
import { CATEGORIES, type Category, type Preset } from "./gates";
import type { AuditedPage } from "./site";

type Run = { scores: Record<Category, number>; tbt: number };
export type ScoreRow = { route: string; scores: Record<Category, number>; tbt: number; runs: number };
export type ScoreTable = { preset: Preset; rows: ScoreRow[] };

/**
 * Lighthouse in the system Chromium on every page with every preset, and per page the median of each score and of
 * the total blocking time. A page's first run that clears every floor of its preset by `margin` or more decides
 * alone: the run-to-run spread Lighthouse's authors measure is a few hundredths, so such a page's median would
 * pass too. A page nearer a floor, or under one, gets `runs` in all, and their median decides. No table at all
 * when `runs` is 0.
 */
export async function scorePages(
  origin: string,
  pages: readonly AuditedPage[],
  presets: readonly Preset[],
  runs: number,
  noindex: readonly string[],
  margin: number,
): Promise<ScoreTable[]> {
  if (!(runs > 0)) return [];
  const tables: ScoreTable[] = [];
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: ["--headless=new", ...CHROMIUM_ARGS] });
  try {
    for (const preset of presets) {
      const rows: ScoreRow[] = [];
      for (const { route, url } of pages) {
        const results: Run[] = [await audit(chrome.port, `${origin}${url}`, preset.config, noindex.includes(route))];
        const clear = CATEGORIES.every((c) => results[0]!.scores[c] >= preset.floors[c] + margin);
        while (!clear && results.length < runs) results.push(await audit(chrome.port, `${origin}${url}`, preset.config, noindex.includes(route)));
        rows.push({
          runs: results.length,
          route,
          scores: Object.fromEntries(CATEGORIES.map((c) => [c, median(results.map((r) => r.scores[c]))])) as Record<Category, number>,
          tbt: median(results.map((r) => r.tbt)),
        });
      }
      tables.push({ preset, rows });
    }
  } finally {
    chrome.kill();
  }
  return tables;
}

/**
 * One Lighthouse run: the four scores and the total blocking time. A run whose trace Lighthouse could not record
 * (NO_NAVSTART and the like, now and then on a busy machine) is run again, up to twice; the page is not at fault.
 */
async function audit(port: number, url: string, config: Config | undefined, noindex: boolean, attempt = 1): Promise<Run> {
  const flags = {
    port,
    output: "json" as const,
    logLevel: "error" as const,
    onlyCategories: [...CATEGORIES],
    ...(noindex ? { skipAudits: ["is-crawlable"] } : {}),
  };
  const result = await lighthouse(url, flags, config);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) {
    if (attempt < 3) return audit(port, url, config, noindex, attempt + 1);
    throw new Error(`Lighthouse could not load ${url} (${attempt} attempts): ${lhr.runtimeError.message}`);
  }
  return {
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, lhr.categories[c]?.score ?? 0])) as Record<Category, number>,
    tbt: lhr.audits["total-blocking-time"]?.numericValue ?? Number.POSITIVE_INFINITY,
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}
