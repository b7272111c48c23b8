// npm run audit:pages -- builds the production app on a fresh embedded
// database, serves it, checks that every public page is prerendered, then runs
// Lighthouse in the system Chromium on every page a buyer meets (the public
// pages, /payment, /download with a real download link, /download/resend),
// with the desktop preset and with Lighthouse's default mobile preset (4x CPU
// slowdown, a slow 4G link), the median of 3 runs per page each. It prints a
// table per preset (the four category scores and the total blocking time) and
// a table of each page's first-load JavaScript, and fails:
// - desktop below 0.95 in any category;
// - mobile performance below 0.90, mobile accessibility, best practices or SEO below 0.95;
// - a page whose first-load JavaScript exceeds its budget: the framework's own
//   runtime (measured on FRAMEWORK_ROUTE, which must hold no client component of
//   ours) plus 20 KiB, or plus 60 KiB on /payment (PayPal's SDK, another origin, aside).
// First-load JavaScript: the compressed bytes of every same-origin script a page
// fetches as it loads in Chromium (Playwright), its lazy chunks included, the
// prefetches of the pages it links to left out (those chunks belong to the next page).
// Scores move with the load on a 2-core machine, so their floors sit below what
// the pages reach on a quiet one; byte counts do not move, so the budget is exact.
// AUDIT_RUNS sets the Lighthouse runs per page (0: bytes and prerendering only),
// AUDIT_FORM_FACTOR=desktop|mobile one preset only.
import { readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";

import { chromium } from "@playwright/test";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Config } from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";

import { RESEND_PATH } from "@/lib/content/delivery";
import { PAYMENT_ROUTE, PUBLIC_ROUTES } from "@/lib/content/public-routes";
import { openClient } from "@/lib/database/open-client";
import { signDownloadToken } from "@/lib/downloads/token-signature";
import { migrate } from "@/lib/ops/migrate";
import { seedDemo } from "@/lib/seed/seed-demo";

import { startSimulators } from "@/simulators/server";

import { CHROMIUM_ARGS, chromiumPath } from "../tests/support/chromium";
import { buildApp, startApp } from "../tests/support/next-server";

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
type Category = (typeof CATEGORIES)[number];

/**
 * Desktop: every category at least 0.95, where the pages score 1.00. /payment had a 0.75 performance floor while
 * it hydrated 326 kB of scripts (0.84-0.94 from run to run); with its form's rules, the dialog and the toaster
 * loaded on first use it scored 1.00 (TBT 0-62 ms) in every audit since, so it has the common floor. Mobile:
 * performance at least 0.90 (the pages scored 0.97-1.00, /payment 0.94-0.98, with other jobs on this 2-core machine;
 * a busier minute turns the 4x-slowed CPU into 8x, and a gate that flakes fails a whole CI run); accessibility,
 * best practices and SEO do not depend on the CPU and stay at 0.95.
 */
const PRESETS = [
  { name: "desktop", config: desktopConfig as Config, floors: { performance: 0.95, accessibility: 0.95, "best-practices": 0.95, seo: 0.95 } },
  { name: "mobile", config: undefined, floors: { performance: 0.9, accessibility: 0.95, "best-practices": 0.95, seo: 0.95 } },
] as const satisfies readonly { name: string; config: Config | undefined; floors: Record<Category, number> }[];
const ONLY = process.env.AUDIT_FORM_FACTOR;
const presets = PRESETS.filter((preset) => !ONLY || preset.name === ONLY);
/** Lighthouse's performance score varies from run to run; its authors advise the median of several. */
const RUNS = Number(process.env.AUDIT_RUNS ?? 3);
const PORT = Number(process.env.AUDIT_PORT ?? 3200);
const DIST_DIR = ".next-test";
const KIB = 1024;
/** What a page may load beyond the framework: a marketing or delivery page's small leaves, /payment's form and PayPal's React wrapper. */
const BUDGET_OVER_FRAMEWORK: Record<string, number> = { [PAYMENT_ROUTE]: 60 * KIB };
const DEFAULT_BUDGET_OVER_FRAMEWORK = 20 * KIB;
/**
 * The page whose JavaScript is the framework's own: a legal document, server components and links only. Every
 * page of a Next.js app loads a global-error component (Next's built-in one unless the app has its own), so
 * app/global-error.tsx, ours, stands in that slot; any other client component of ours it renders fails the audit.
 * (Its layout's chunk also carries lucide-react's Icon module, about 1 KiB, because server components take the
 * icons' shapes from lucide-react; none is rendered through it, components/ui/static-icon.tsx draws them.)
 */
const FRAMEWORK_ROUTE = "/terms";
const FRAMEWORK_SLOTS = ["[project]/app/global-error.tsx"];
const DOWNLOAD_ROUTE = "/download";

const dataDir = await mkdtemp(path.join(os.tmpdir(), "audit-"));
const target = { kind: "embedded" as const, dataDir: path.join(dataDir, "pglite") };
const downloadSecret = `audit-download-secret-${process.pid}-0123456789abcdef`;
await migrate(target);
const db = await openClient(target);
await seedDemo(db.prisma, { releasesDir: path.join(dataDir, "releases"), slug: "audit" });
// The download page as a buyer sees it after paying: a real link to a seeded license.
const license = await db.prisma.license.findFirstOrThrow({ where: { active: true }, select: { id: true } });
const tokenRow = await db.prisma.downloadToken.create({ data: { licenseId: license.id, expiresAt: new Date(Date.now() + 24 * 3600 * 1000) } });
await db.close();
const downloadUrl = `${DOWNLOAD_ROUTE}?access=${encodeURIComponent(signDownloadToken(tokenRow.id, tokenRow.expiresAt, downloadSecret))}`;

/** Every page a buyer meets, by the name the tables show, and the address Lighthouse loads. */
const AUDITED = [...PUBLIC_ROUTES, PAYMENT_ROUTE, DOWNLOAD_ROUTE, RESEND_PATH].map((route) => ({ route, url: route === DOWNLOAD_ROUTE ? downloadUrl : route }));
/** /download and /download/resend read their query (the buyer's link, a form's outcome), so they render per request. */
const PRERENDERED: readonly string[] = [...PUBLIC_ROUTES, PAYMENT_ROUTE];

const origin = `http://127.0.0.1:${PORT}`;
const simulators = await startSimulators({ port: 0 });
const { DATABASE_URL: _url, ...base } = process.env;
// A blank DATABASE_URL keeps a developer's .env from pointing the audit at their database.
const env = {
  ...base,
  DATABASE_URL: "",
  DATA_DIR: dataDir,
  NEXT_DIST_DIR: DIST_DIR,
  PUBLIC_SITE_URL: origin,
  NEXT_TELEMETRY_DISABLED: "1",
  DOWNLOAD_TOKEN_SECRET: downloadSecret,
  PAYPAL_API_BASE: `${simulators.url}/paypal`,
  PAYPAL_SDK_URL: `${simulators.url}/paypal/sdk/js`,
  MOJANG_API_BASE: `${simulators.url}/mojang`,
  MOJANG_SESSION_BASE: `${simulators.url}/mojang-session`,
};
const started = Date.now();
buildApp(env);
const buildSeconds = Math.round((Date.now() - started) / 1000);

// Prerendered = listed in the build's prerender manifest (static, or ISR with a revalidate time).
const manifest = JSON.parse(readFileSync(path.join(DIST_DIR, "prerender-manifest.json"), "utf8")) as { routes: Record<string, unknown> };
const dynamic = PRERENDERED.filter((route) => !(route in manifest.routes));
const frameworkIntruders = clientModulesOfOurs(FRAMEWORK_ROUTE).filter((module) => !FRAMEWORK_SLOTS.includes(module));

type Run = { scores: Record<Category, number>; tbt: number };
type Row = { route: string; scores: Record<Category, number>; tbt: number };
const tables: { preset: (typeof PRESETS)[number]; rows: Row[] }[] = [];
/** First-load JavaScript per page: same-origin bytes and files, and the paths of scripts other origins served. */
const javascript = new Map<string, { bytes: number; files: number; foreign: string[] }>();
/** Pages kept out of search engines on purpose (robots noindex): Lighthouse's crawlability audit does not apply. */
const NOINDEX: readonly string[] = [DOWNLOAD_ROUTE, RESEND_PATH];

const server = await startApp(env, PORT, path.resolve(".e2e/audit-server.log"));
try {
  await measureJavascript();
  const chrome = RUNS > 0 ? await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: ["--headless=new", ...CHROMIUM_ARGS] }) : null;
  try {
    for (const preset of chrome ? presets : []) {
      const rows: Row[] = [];
      for (const { route, url } of AUDITED) {
        const runs: Run[] = [];
        for (let run = 0; run < RUNS; run += 1) runs.push(await audit(chrome?.port ?? 0, `${origin}${url}`, preset.config, NOINDEX.includes(route)));
        rows.push({
          route,
          scores: Object.fromEntries(CATEGORIES.map((c) => [c, median(runs.map((r) => r.scores[c]))])) as Record<Category, number>,
          tbt: median(runs.map((r) => r.tbt)),
        });
      }
      tables.push({ preset, rows });
    }
  } finally {
    chrome?.kill();
  }
} finally {
  await server.stop();
  await simulators.stop();
  await rm(dataDir, { recursive: true, force: true });
}

/**
 * Loads each page once in a fresh browser context and adds up the compressed bodies of the scripts it fetches
 * until the network is idle. Requests Next's <Link> makes to prefetch a linked page (header Next-Router-Prefetch)
 * are refused: they would fetch that page's own chunks, and the framework's page would carry its neighbours' leaves.
 */
async function measureJavascript() {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    for (const { route, url } of AUDITED) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.route(
        (address) => address.searchParams.has("_rsc"),
        (request) => (request.request().headers()["next-router-prefetch"] ? request.abort() : request.fallback()),
      );
      const scripts: import("@playwright/test").Request[] = [];
      page.on("requestfinished", (request) => {
        if (request.resourceType() === "script") scripts.push(request);
      });
      await page.goto(`${origin}${url}`, { waitUntil: "networkidle" });
      const sizes = await Promise.all(scripts.map(async (request) => ({ url: new URL(request.url()), bytes: (await request.sizes()).responseBodySize })));
      const own = sizes.filter((s) => s.url.origin === origin);
      javascript.set(route, {
        bytes: own.reduce((sum, s) => sum + s.bytes, 0),
        files: own.length,
        foreign: sizes.filter((s) => s.url.origin !== origin).map((s) => `${s.url.origin}${s.url.pathname}`),
      });
      await context.close();
    }
  } finally {
    await browser.close();
  }
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

/**
 * The client components of ours (not Next.js's own) a prerendered page renders: the client references in its RSC
 * payload (rows `<id>:I[<module id>,...]`), named through the route's client-reference manifest.
 */
function clientModulesOfOurs(route: string): string[] {
  const manifest = readFileSync(path.join(DIST_DIR, "server/app/(marketing)", route, "page_client-reference-manifest.js"), "utf8");
  const names = new Map([...manifest.matchAll(/"(\[project\]\/[^"]+)":\{"id":(\d+)/g)].map((m) => [m[2] ?? "", m[1] ?? ""]));
  const payload = readFileSync(path.join(DIST_DIR, "server/app", `${route}.rsc`), "utf8");
  const rendered = [...payload.matchAll(/^[0-9a-f]+:I\[(\d+),/gm)].map((m) => names.get(m[1] ?? "") ?? `module ${m[1]}`);
  return [...new Set(rendered)].filter((module) => !module.startsWith("[project]/node_modules/next/"));
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

const pad = (s: string, n: number) => s.padEnd(n);
const kib = (bytes: number) => `${(bytes / KIB).toFixed(1)} KiB`;
const failures: string[] = [];
for (const { preset, rows } of tables) {
  console.log(`\nLighthouse, ${preset.name} preset, ${RUNS > 1 ? `median of ${RUNS} runs` : "1 run"} per page (simulated throttling):`);
  console.log(`| ${pad("page", 24)} | ${CATEGORIES.map((c) => pad(c, 14)).join(" | ")} | ${pad("TBT (ms)", 8)} |`);
  console.log(`|${"-".repeat(26)}|${CATEGORIES.map(() => "-".repeat(16)).join("|")}|${"-".repeat(10)}|`);
  for (const { route, scores, tbt } of rows) {
    console.log(`| ${pad(route, 24)} | ${CATEGORIES.map((c) => pad(scores[c].toFixed(2), 14)).join(" | ")} | ${pad(String(Math.round(tbt)), 8)} |`);
    for (const c of CATEGORIES) if (scores[c] < preset.floors[c]) failures.push(`${preset.name} ${route} ${c} ${scores[c].toFixed(2)} < ${preset.floors[c]}`);
  }
}

const framework = javascript.get(FRAMEWORK_ROUTE);
if (framework) {
  console.log(
    `\nFirst-load JavaScript, same-origin scripts, compressed bytes as transferred (bodies; 1 KiB = 1024 bytes). The framework's runtime is ${FRAMEWORK_ROUTE}'s: ${framework.bytes} bytes (${kib(framework.bytes)}) in ${framework.files} files.`,
  );
  console.log(
    `| ${pad("page", 24)} | ${pad("scripts", 7)} | ${pad("bytes", 8)} | ${pad("over framework", 14)} | ${pad("budget", 26)} | ${pad("verdict", 7)} |`,
  );
  console.log(`|${"-".repeat(26)}|${"-".repeat(9)}|${"-".repeat(10)}|${"-".repeat(16)}|${"-".repeat(28)}|${"-".repeat(9)}|`);
  for (const { route } of AUDITED) {
    const js = javascript.get(route);
    if (!js) continue;
    const allowance = BUDGET_OVER_FRAMEWORK[route] ?? DEFAULT_BUDGET_OVER_FRAMEWORK;
    const budget = framework.bytes + allowance;
    const over = js.bytes > budget;
    if (over) failures.push(`${route} loads ${js.bytes} bytes of JavaScript, budget ${budget} (framework + ${allowance / KIB} KiB)`);
    console.log(
      `| ${pad(route, 24)} | ${pad(String(js.files), 7)} | ${pad(String(js.bytes), 8)} | ${pad(kib(js.bytes - framework.bytes), 14)} | ${pad(`${budget} (+${allowance / KIB} KiB)`, 26)} | ${pad(over ? "OVER" : "ok", 7)} |`,
    );
  }
  const paymentForeign = javascript.get(PAYMENT_ROUTE)?.foreign ?? [];
  console.log(`Not counted on ${PAYMENT_ROUTE} (another origin: the PayPal simulator's SDK stand-in): ${paymentForeign.join(", ") || "none"}.`);
} else {
  failures.push(`no JavaScript measured on ${FRAMEWORK_ROUTE}, the framework's page`);
}

console.log(
  `\nBuild ${buildSeconds} s, measuring and auditing ${Math.round((Date.now() - started) / 1000) - buildSeconds} s (${RUNS ? presets.length : 0} presets x ${AUDITED.length} pages x ${RUNS} Lighthouse runs).`,
);
if (frameworkIntruders.length)
  failures.push(`${FRAMEWORK_ROUTE} measures the framework but renders client components of ours: ${frameworkIntruders.join(", ")}`);
if (dynamic.length) failures.push(`not prerendered: ${dynamic.join(", ")}`);
if (failures.length) {
  console.error(`\nAudit failed:\n- ${failures.join("\n- ")}`);
  process.exit(1);
}
console.log(
  `\nAll ${AUDITED.length} pages pass: ${PRERENDERED.length} prerendered, every score at or above its floor, every page's JavaScript within its budget.`,
);
