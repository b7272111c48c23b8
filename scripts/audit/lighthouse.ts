import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Config } from "lighthouse";

import { CHROMIUM_ARGS, chromiumPath } from "../support/chromium";
import { CATEGORIES, clearScore, type Category, type Preset } from "./gates";
import type { AuditedPage } from "./site";
import { cpuSlowdownFor, mobileConfig } from "./throttling";

type Run = { scores: Record<Category, number>; tbt: number; benchmarkIndex: number };
type ScoreRow = { route: string; scores: Record<Category, number>; tbt: number; runs: number };
/** A preset's rows; for the mobile preset, the host's BenchmarkIndex and the CPU slowdown it was run with. */
export type ScoreTable = { preset: Preset; rows: ScoreRow[]; cpu?: { benchmarkIndex: number; slowdown: number } };

/**
 * Lighthouse in the system Chromium on every page with every preset, and per page the median of each score and of
 * the total blocking time. A page's first run that clears every floor of its preset by `margin` or more, and
 * reaches every goal, decides alone: the run-to-run spread Lighthouse's authors measure is a few hundredths, so
 * such a page's median would pass too. A page nearer a floor, under one or under a goal gets `runs` in all, and
 * their median decides. Only the `gated` categories' floors and goals ask for more runs. No table at all when `runs` is 0.
 *
 * The mobile preset's CPU slowdown is calibrated to the host (scripts/audit/throttling.ts) from the BenchmarkIndex
 * Lighthouse measured in the runs before it (one extra run when there were none), so that a slow or busy machine
 * emulates the same phone as a fast one instead of a phone twice as slow.
 */
export async function scorePages(
  origin: string,
  pages: readonly AuditedPage[],
  presets: readonly Preset[],
  runs: number,
  noindex: readonly string[],
  margin: number,
  gated: readonly Category[] = CATEGORIES,
): Promise<ScoreTable[]> {
  if (!(runs > 0)) return [];
  const tables: ScoreTable[] = [];
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: ["--headless=new", ...CHROMIUM_ARGS] });
  try {
    const benchmarks: number[] = [];
    const run = async (url: string, config: Config | undefined, route: string) => {
      const result = await audit(chrome.port, `${origin}${url}`, config, noindex.includes(route));
      benchmarks.push(result.benchmarkIndex);
      return result;
    };
    for (const preset of presets) {
      let config: Config | undefined = preset.config;
      let cpu: ScoreTable["cpu"];
      if (preset.name === "mobile") {
        if (!benchmarks.length) await run(pages[0]!.url, preset.config, pages[0]!.route);
        const benchmarkIndex = median(benchmarks);
        cpu = { benchmarkIndex, slowdown: cpuSlowdownFor(benchmarkIndex) };
        config = mobileConfig(cpu.slowdown);
      }
      const rows: ScoreRow[] = [];
      for (const { route, url } of pages) {
        const results: Run[] = [await run(url, config, route)];
        const clear = gated.every((c) => results[0]!.scores[c] >= clearScore(preset, c, margin));
        while (!clear && results.length < runs) results.push(await run(url, config, route));
        rows.push({
          runs: results.length,
          route,
          scores: Object.fromEntries(CATEGORIES.map((c) => [c, median(results.map((r) => r.scores[c]))])) as Record<Category, number>,
          tbt: median(results.map((r) => r.tbt)),
        });
      }
      tables.push({ preset, rows, cpu });
    }
  } finally {
    chrome.kill();
  }
  return tables;
}

const UNWEIGHTED_AUDITS = ["bf-cache", "screenshot-thumbnails", "final-screenshot"];

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
    // What no score weighs (weight 0): the full-page screenshot, the filmstrip and the back/forward-cache check,
    // which navigates away and back. Leaving them out takes about 1.5 s off each of the audit's runs.
    disableFullPageScreenshot: true,
    skipAudits: [...UNWEIGHTED_AUDITS, ...(noindex ? ["is-crawlable"] : [])],
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
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}
