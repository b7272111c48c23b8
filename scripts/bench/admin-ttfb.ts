// npm run bench:admin -- [[<build folder>:]path ...]: the time to first byte of admin pages (default: the dashboard's
// Overview and Manage Users tabs) on a database holding BENCH_ORDERS orders (400,000: two years of sales, docs/performance.md).
// A fresh database (PostgreSQL at DATABASE_URL, local servers only, or an embedded one), the orders loaded with SQL,
// one admin signed in on each server; then BENCH_WARMUP rounds unrecorded and BENCH_SAMPLES recorded, each round one
// curl per path in a new random order, so a busy moment of the machine falls on every path alike. A bare path is
// served by this checkout's production build (into BENCH_DIST_DIR, .next-bench by default, when its sources
// changed); `<folder>:<path>` by a build kept in that folder, e.g. one of older sources (never rebuilt here), each
// build on a server of its own from BENCH_PORT up, all at once on the one database: a before/after side by side.
// Prints the medians; exits non-zero when a page does not answer 200.
import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

import { upsertAdmin } from "@/lib/auth/upsert-admin";
import type { DatabaseTarget } from "@/lib/database/adapter";
import { openClient } from "@/lib/database/open-client";

import { startSimulators } from "@/simulators/server";

import { buildIfNeeded, startApp } from "../support/next-server";
import { nextClientAddress } from "./clients";
import { createBenchDatabase, insertOrders, openSql } from "./database";
import { benchServerEnv, setting } from "./server";

const PORT = setting("BENCH_PORT", 3400);
const ORDERS = setting("BENCH_ORDERS", 400_000);
const SAMPLES = setting("BENCH_SAMPLES", 10);
const WARMUP = setting("BENCH_WARMUP", 3);
const DIST_DIR = process.env.BENCH_DIST_DIR || ".next-bench";
const args = process.argv.slice(2);
/** What to measure: a path, and the build folder that serves it. */
const TARGETS = (args.length ? args : ["/admin/dashboard/overview", "/admin/dashboard/users"]).map((arg) => {
  const split = arg.indexOf(":/");
  return split > 0 ? { distDir: arg.slice(0, split), path: arg.slice(split + 1) } : { distDir: DIST_DIR, path: arg };
});
const BUILDS = [...new Set(TARGETS.map((t) => t.distDir))];
const run = promisify(execFile);

type Sample = { ttfb: number; total: number };

/** One request as a browser's first load makes it (a new connection), timed by curl: first byte and last, in ms. */
async function sample(url: string, headers: Record<string, string>): Promise<Sample> {
  const args = [
    "-s",
    "-o",
    "/dev/null",
    "-w",
    "%{http_code} %{time_starttransfer} %{time_total}",
    ...Object.entries(headers).flatMap(([k, v]) => ["-H", `${k}: ${v}`]),
  ];
  const { stdout } = await run("curl", [...args, url]);
  const [status, ttfb, total] = stdout.trim().split(" ");
  if (status !== "200") throw new Error(`${url} answered ${status}, not 200`);
  return { ttfb: Number(ttfb) * 1000, total: Number(total) * 1000 };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

/** A new admin account in the bench database (before a server opens it: an embedded one is one process's at a time). */
async function createAdmin(target: DatabaseTarget) {
  const admin = { username: "bench-admin", password: randomBytes(18).toString("base64url") };
  const { prisma, close } = await openClient(target);
  await upsertAdmin(prisma, admin).finally(close);
  return admin;
}

/** The request headers of the admin signed in on `origin` the only way there is, POST /api/admin/login. */
async function signIn(origin: string, admin: { username: string; password: string }): Promise<Record<string, string>> {
  const address = nextClientAddress();
  const res = await fetch(`${origin}/api/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin, "x-forwarded-for": address },
    body: JSON.stringify(admin),
  });
  if (res.status !== 200) throw new Error(`the bench admin's sign-in answered ${res.status}: ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  return { cookie, "x-forwarded-for": address };
}

/** A new random order of `items` (Fisher–Yates). */
function shuffled<T>(items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

for (const distDir of BUILDS) {
  if (distDir !== DIST_DIR && !existsSync(path.join(distDir, "BUILD_ID"))) throw new Error(`${distDir} holds no build`);
}
if (BUILDS.length > 1 && !process.env.DATABASE_URL) throw new Error("several builds share one database: PostgreSQL only (DATABASE_URL)");
const loadAverage = os.loadavg().map((load) => Number(load.toFixed(2)));
const database = await createBenchDatabase(process.env.DATABASE_URL || undefined, `shop_admin_ttfb_${PORT}`);
const simulators = await startSimulators({ port: 0 });
const servers: { stop: () => Promise<void> }[] = [];
try {
  const began = performance.now();
  const { sql, close } = await openSql(database.target);
  await insertOrders(sql, ORDERS).finally(close);
  console.log(`${ORDERS.toLocaleString("en-US")} orders loaded in ${((performance.now() - began) / 1000).toFixed(0)} s`);
  const admin = await createAdmin(database.target);

  const served = new Map<string, { origin: string; headers: Record<string, string> }>();
  for (const [i, distDir] of BUILDS.entries()) {
    const origin = `http://127.0.0.1:${PORT + i}`;
    const env = benchServerEnv({ database, simulatorsUrl: simulators.url, origin, distDir });
    if (distDir === DIST_DIR) buildIfNeeded(env, { force: process.env.BENCH_REBUILD === "1" });
    servers.push(await startApp(env, PORT + i, path.resolve(".bench", `admin-ttfb-${i}.log`)));
    served.set(distDir, { origin, headers: await signIn(origin, admin) });
  }

  const label = (t: (typeof TARGETS)[number]) => (BUILDS.length > 1 ? `${t.distDir}:${t.path}` : t.path);
  const samples = new Map<string, Sample[]>(TARGETS.map((t) => [label(t), []]));
  for (let round = 0; round < WARMUP + SAMPLES; round += 1) {
    for (const target of shuffled(TARGETS)) {
      const server = served.get(target.distDir);
      if (!server) throw new Error(`no server for ${target.distDir}`);
      const taken = await sample(`${server.origin}${target.path}`, server.headers);
      if (round >= WARMUP) samples.get(label(target))?.push(taken);
    }
  }
  console.log(
    `\n${database.kind === "postgres" ? "PostgreSQL" : "embedded (PGlite)"}, ${ORDERS.toLocaleString("en-US")} orders; median of ${SAMPLES} after ${WARMUP} warm-up rounds; ${os.cpus().length} cores, load average ${loadAverage.join(" ")} at the start\n`,
  );
  console.log("| path | TTFB median (ms) | TTFB min–max (ms) | whole page median (ms) |\n|---|---:|---:|---:|");
  for (const [name, taken] of samples) {
    const ttfb = taken.map((s) => s.ttfb);
    console.log(
      `| ${name} | ${median(ttfb).toFixed(0)} | ${Math.min(...ttfb).toFixed(0)}–${Math.max(...ttfb).toFixed(0)} | ${median(taken.map((s) => s.total)).toFixed(0)} |`,
    );
  }
} finally {
  for (const server of servers) await server.stop();
  await simulators.stop();
  await database.drop();
}
