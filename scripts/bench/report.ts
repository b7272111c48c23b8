import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import type { LoadResult } from "./load";
import type { MemoryFigures } from "./memory";
import type { PurchaseTimes } from "./purchases";
import type { Revocation } from "./revocation";

/** The goals of docs/performance.md: the whitelist check beside the constant route, revocation, capture and memory. */
const GOALS = { rpsRatio: 0.8, p99Ratio: 1.5, sizeSpread: 0.1, revocationMs: 2_000, captureP50: 100, captureP99: 300, idleMb: 300, peakMb: 600 } as const;

/** `whitelist`: answers signed with ECDSA P-256, as the Java client asks (the throughput goal's measure); `whitelistRsa`: with RSA-3072, as mods released before ECDSA ask. */
export type Phase = {
  licenses: number;
  constant: LoadResult;
  /** GET /api/mod/forge-update.json: the releases read per request, beside the constant route. */
  forgeUpdate: LoadResult;
  whitelist: LoadResult;
  whitelistRsa: LoadResult;
  /** The larger table only: the first load's licenses checked again within their minute (no last_verified write), for the size comparison. */
  whitelistAgain?: LoadResult;
};

export type BenchReport = {
  database: "PostgreSQL" | "embedded (PGlite)";
  connections: number;
  durationSeconds: number;
  /** One per table size: the constant route measured before the whitelist check, on the same table. */
  phases: Phase[];
  revocation: Revocation;
  purchases: PurchaseTimes;
  /** The serving process's resident memory: at rest after start, the peak under all the loads above, and at rest after them. */
  memory: MemoryFigures;
};

const mark = (ok: boolean) => (ok ? "✓" : "✗");
const ms = (value: number) => (value < 10 ? value.toFixed(1) : Math.round(value).toString());
const count = (value: number) => Math.round(value).toLocaleString("en-US");

/** The verdicts, as the table writes them and the JSON keeps them. */
function verdicts(report: BenchReport) {
  const ratios = report.phases.map(({ licenses, constant, whitelist, whitelistRsa }) => {
    const rps = whitelist.rps / constant.rps;
    const p99 = whitelist.p99 / constant.p99;
    const rsaRps = whitelistRsa.rps / constant.rps;
    const rsaP99 = whitelistRsa.p99 / constant.p99;
    return { licenses, rps, p99, rpsMet: rps >= GOALS.rpsRatio, p99Met: p99 <= GOALS.p99Ratio, rsaRps, rsaP99 };
  });
  const [small, large] = report.phases;
  // The same work per check on both tables: the larger table's second pass, whose checks write no last_verified, as the smaller table's mostly do not.
  const largeComparable = large?.whitelistAgain ?? large?.whitelist;
  const sizeSpread = small && largeComparable ? (largeComparable.rps - small.whitelist.rps) / small.whitelist.rps : undefined;
  const { ms: revocationMs } = report.revocation;
  return {
    ratios,
    sizeSpread: sizeSpread === undefined ? undefined : { value: sizeSpread, met: Math.abs(sizeSpread) <= GOALS.sizeSpread },
    revocationMet: revocationMs !== null && revocationMs <= GOALS.revocationMs,
    captureP50Met: report.purchases.p50 < GOALS.captureP50,
    captureP99Met: report.purchases.p99 < GOALS.captureP99,
    idleMbMet: report.memory.idleMb <= GOALS.idleMb,
    peakMbMet: report.memory.peakMb <= GOALS.peakMb,
  };
}

/** The one table, in Markdown: the loads, then each goal with its figure and ✓ or ✗. */
export function table(report: BenchReport): string {
  const v = verdicts(report);
  const db = report.database;
  const rows: string[][] = [];
  report.phases.forEach(({ licenses, constant, forgeUpdate, whitelist, whitelistRsa, whitelistAgain }, i) => {
    const ratio = v.ratios[i];
    const loads: [string, LoadResult][] = [
      ["constant JSON `GET /api/health/live`", constant],
      ["Forge update JSON `GET /api/mod/forge-update.json`", forgeUpdate],
      ["whitelist `GET /api/license/verify`, ECDSA P-256", whitelist],
    ];
    if (whitelistAgain) loads.push(["whitelist, ECDSA, the same licenses again (no last_verified write)", whitelistAgain]);
    loads.push(["whitelist, RSA-3072 (mods before ECDSA)", whitelistRsa]);
    for (const [route, load] of loads) {
      rows.push([route, db, count(licenses), count(load.rps), ms(load.p50), ms(load.p99), String(load.errors), ""]);
    }
    if (ratio) {
      const verdict = `rps ${ratio.rps.toFixed(2)} ${mark(ratio.rpsMet)} (≥ ${GOALS.rpsRatio}), p99 ${ratio.p99.toFixed(2)} ${mark(ratio.p99Met)} (≤ ${GOALS.p99Ratio})`;
      rows.push(["whitelist (ECDSA) ÷ constant", db, count(licenses), ratio.rps.toFixed(2), "", ratio.p99.toFixed(2), "", verdict]);
      const rsa = `rps ${ratio.rsaRps.toFixed(2)}, p99 ${ratio.rsaP99.toFixed(2)} (no goal: RSA-3072 signing alone costs 1.3 ms of CPU)`;
      rows.push(["whitelist (RSA) ÷ constant", db, count(licenses), ratio.rsaRps.toFixed(2), "", ratio.rsaP99.toFixed(2), "", rsa]);
    }
  });
  if (v.sizeSpread) {
    const [small, large] = report.phases;
    const pct = `${v.sizeSpread.value >= 0 ? "+" : ""}${(v.sizeSpread.value * 100).toFixed(1)} %`;
    const what = `whitelist ${count(large?.licenses ?? 0)} (checked again) vs ${count(small?.licenses ?? 0)} licenses`;
    rows.push([what, db, "", pct, "", "", "", `${pct} ${mark(v.sizeSpread.met)} (within ${GOALS.sizeSpread * 100} %)`]);
  }
  const { how, ms: revocationMs } = report.revocation;
  const seen = revocationMs === null ? "not within 9 s" : revocationMs < 1_000 ? `${revocationMs} ms` : `${(revocationMs / 1000).toFixed(1)} s`;
  rows.push([`revocation visible (${how})`, db, "", "", "", "", "", `${seen} ${mark(v.revocationMet)} (≤ ${GOALS.revocationMs / 1000} s)`]);
  const { purchases } = report;
  rows.push([
    `capture \`POST /api/paypal/capture-order\` (${purchases.count} purchases in a row)`,
    db,
    "",
    "",
    ms(purchases.p50),
    ms(purchases.p99),
    "0",
    `p50 ${ms(purchases.p50)} ms ${mark(v.captureP50Met)} (< ${GOALS.captureP50}), p99 ${ms(purchases.p99)} ms ${mark(v.captureP99Met)} (< ${GOALS.captureP99}), max ${ms(purchases.max)} ms`,
  ]);
  const { idleMb, peakMb, settledMb, settleSeconds } = report.memory;
  const settledChange = `${settledMb >= idleMb ? "+" : ""}${(((settledMb - idleMb) / idleMb) * 100).toFixed(0)} %`;
  // The memory goals are for a server on PostgreSQL; the embedded database runs inside the serving process.
  const memoryGoal = (met: boolean, goal: number) =>
    report.database === "PostgreSQL" ? `${mark(met)} (≤ ${goal})` : "(no goal: the embedded database runs in this process)";
  rows.push(["serving process RSS at rest after start", db, "", "", "", "", "", `${idleMb} MB ${memoryGoal(v.idleMbMet, GOALS.idleMb)}`]);
  rows.push(["serving process RSS, peak under the loads above", db, "", "", "", "", "", `${peakMb} MB ${memoryGoal(v.peakMbMet, GOALS.peakMb)}`]);
  rows.push([`serving process RSS ${settleSeconds} s after the loads`, db, "", "", "", "", "", `${settledMb} MB (${settledChange} of at rest after start)`]);
  const header = ["measure", "database", "licenses", "requests/s", "p50 ms", "p99 ms", "errors", "goal"];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => (row[i] ?? "").length)));
  const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(" | ")} |`;
  const early = report.phases.flatMap(({ licenses, whitelist, whitelistRsa }) => (whitelist.stoppedEarly || whitelistRsa.stoppedEarly ? [licenses] : []));
  const notes = early.length ? [`\nStopped early at the whitelist's per-UUID budget (30 a minute) with ${early.map(count).join(" and ")} licenses.`] : [];
  return [line(header), `|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`, ...rows.map(line), ...notes].join("\n");
}

/** The machine, as the table's reader needs it: its cores and how busy it was (load average when the bench began). */
export function machine(loadAverage: number[]) {
  const cpus = os.cpus();
  return { cpus: cpus.length, model: cpus[0]?.model.trim() ?? "unknown", loadAverage, node: process.version, platform: `${os.type()} ${os.release()}` };
}

/** Writes the report and its verdicts to .bench/<database>.json; returns the path. */
export function writeJson(report: BenchReport, extra: Record<string, unknown>): string {
  const file = path.resolve(".bench", `${report.database.startsWith("PostgreSQL") ? "postgres" : "embedded"}.json`);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify({ ...extra, ...report, verdicts: verdicts(report), goals: GOALS }, null, 2)}\n`);
  return file;
}
