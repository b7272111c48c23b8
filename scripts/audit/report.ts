import { PAYMENT_ROUTE } from "@/lib/content/public-routes";

import { budgetOf, CATEGORIES, FRAMEWORK_ROUTE, goalMisses, goalsOf, KIB, type Category } from "./gates";
import type { FirstLoad } from "./javascript";
import type { ScoreTable } from "./lighthouse";
import type { AuditedPage } from "./site";

const pad = (s: string, n: number) => s.padEnd(n);
const kib = (bytes: number) => `${(bytes / KIB).toFixed(1)} KiB`;

/**
 * One Markdown table per preset: each page's median scores and total blocking time, and how many runs it took;
 * under a preset with goals, how many pages reach them and which do not.
 */
export function printScores(tables: ScoreTable[], runs: number, margin: number, gated: readonly Category[] = CATEGORIES) {
  const ungated = CATEGORIES.filter((c) => !gated.includes(c));
  for (const table of tables) {
    const { preset, rows, cpu } = table;
    const calibrated = cpu ? `, CPU slowed ${cpu.slowdown}x for this host's BenchmarkIndex ${Math.round(cpu.benchmarkIndex)}` : "";
    const goals = Object.entries(goalsOf(preset)).filter(([c]) => gated.includes(c as Category));
    const goalText = goals.map(([c, goal]) => `${c} ${goal}`).join(", ");
    console.log(
      `\nLighthouse, ${preset.name} preset (simulated throttling${calibrated}): one run per page, or the median of ${runs} when the first is within ${margin.toFixed(2)} of a floor${goals.length ? ` or below a goal (${goalText})` : ""}${ungated.length ? `; ${ungated.join(", ")} printed, not gated` : ""}:`,
    );
    console.log(`| ${pad("page", 24)} | ${CATEGORIES.map((c) => pad(c, 14)).join(" | ")} | ${pad("TBT (ms)", 8)} | runs |`);
    console.log(`|${"-".repeat(26)}|${CATEGORIES.map(() => "-".repeat(16)).join("|")}|${"-".repeat(10)}|------|`);
    for (const { route, scores, tbt, runs: taken } of rows) {
      console.log(
        `| ${pad(route, 24)} | ${CATEGORIES.map((c) => pad(scores[c].toFixed(2), 14)).join(" | ")} | ${pad(String(Math.round(tbt)), 8)} | ${pad(String(taken), 4)} |`,
      );
    }
    if (!goals.length) continue;
    const misses = goalMisses([table]);
    const reached = rows.filter(({ scores }) => goals.every(([c, goal]) => scores[c as Category] >= (goal ?? 0))).length;
    console.log(`Goal (${goalText}): reached on ${reached} of ${rows.length} pages${misses.length ? `; below it: ${misses.join("; ")}` : ""}.`);
  }
}

/** Each page's first-load JavaScript against its budget, and what /payment loads from other origins (nothing when the framework's page was not measured). */
export function printJavascript(javascript: Map<string, FirstLoad>, pages: readonly AuditedPage[]) {
  const framework = javascript.get(FRAMEWORK_ROUTE);
  if (!framework) return;
  console.log(
    `\nFirst-load JavaScript, same-origin scripts, compressed bytes as transferred (bodies; 1 KiB = 1024 bytes). The framework's runtime is ${FRAMEWORK_ROUTE}'s: ${framework.bytes} bytes (${kib(framework.bytes)}) in ${framework.files} files.`,
  );
  console.log(
    `| ${pad("page", 24)} | ${pad("scripts", 7)} | ${pad("bytes", 8)} | ${pad("over framework", 14)} | ${pad("budget", 26)} | ${pad("verdict", 7)} |`,
  );
  console.log(`|${"-".repeat(26)}|${"-".repeat(9)}|${"-".repeat(10)}|${"-".repeat(16)}|${"-".repeat(28)}|${"-".repeat(9)}|`);
  for (const { route } of pages) {
    const js = javascript.get(route);
    if (!js) continue;
    const { allowance, budget } = budgetOf(route, framework);
    const over = js.bytes > budget;
    console.log(
      `| ${pad(route, 24)} | ${pad(String(js.files), 7)} | ${pad(String(js.bytes), 8)} | ${pad(kib(js.bytes - framework.bytes), 14)} | ${pad(`${budget} (+${allowance / KIB} KiB)`, 26)} | ${pad(over ? "OVER" : "ok", 7)} |`,
    );
  }
  const paymentForeign = javascript.get(PAYMENT_ROUTE)?.foreign ?? [];
  console.log(`Not counted on ${PAYMENT_ROUTE} (another origin: the PayPal simulator's SDK stand-in): ${paymentForeign.join(", ") || "none"}.`);
}
