// npm run bench:admin -- [path ...]: the time to first byte of admin pages (default: the dashboard's Overview and
// Manage Users tabs) on a database holding BENCH_ORDERS orders (400,000), as issue #21 measures them. A fresh
// database (PostgreSQL at DATABASE_URL, local servers only, or an embedded one), the orders loaded with SQL, the
// production build (into BENCH_DIST_DIR, .next-bench by default, when its sources changed) served with the
// simulators, one admin signed in; then BENCH_WARMUP rounds unrecorded and BENCH_SAMPLES recorded, each round one
// curl per path, paths interleaved so a busy moment of the machine falls on all of them. Prints the medians; exits
// non-zero when a page does not answer 200.
import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

import { upsertAdmin } from "@/lib/auth/upsert-admin";
import type { DatabaseTarget } from "@/lib/database/adapter";
import { openClient } from "@/lib/database/open-client";
import { startSimulators } from "@/lib/simulators/server";

import { startApp } from "../../tests/support/next-server";
import { nextClientAddress } from "./clients";
import { createBenchDatabase, insertOrders, openSql } from "./database";
import { benchServerEnv, buildIfNeeded, setting } from "./server";

const PORT = setting("BENCH_PORT", 3400);
const ORDERS = setting("BENCH_ORDERS", 400_000);
const SAMPLES = setting("BENCH_SAMPLES", 10);
const WARMUP = setting("BENCH_WARMUP", 3);
const PATHS = process.argv.slice(2).length ? process.argv.slice(2) : ["/admin/dashboard/overview", "/admin/dashboard/users"];
const origin = `http://127.0.0.1:${PORT}`;
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

/** A new admin account in the bench database (before the server opens it: an embedded one is one process's at a time). */
async function createAdmin(target: DatabaseTarget) {
  const admin = { username: "bench-admin", password: randomBytes(18).toString("base64url") };
  const { prisma, close } = await openClient(target);
  await upsertAdmin(prisma, admin).finally(close);
  return admin;
}

/** The admin's session cookie, from the only way in: POST /api/admin/login. */
async function signIn(admin: { username: string; password: string }, address: string): Promise<string> {
  const res = await fetch(`${origin}/api/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin, "x-forwarded-for": address },
    body: JSON.stringify(admin),
  });
  if (res.status !== 200) throw new Error(`the bench admin's sign-in answered ${res.status}: ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

const loadAverage = os.loadavg().map((load) => Number(load.toFixed(2)));
const database = await createBenchDatabase(process.env.DATABASE_URL || undefined, `shop_admin_ttfb_${PORT}`);
const simulators = await startSimulators({ port: 0 });
let server: Awaited<ReturnType<typeof startApp>> | undefined;
try {
  const began = performance.now();
  const { sql, close } = await openSql(database.target);
  await insertOrders(sql, ORDERS).finally(close);
  console.log(`${ORDERS.toLocaleString("en-US")} orders loaded in ${((performance.now() - began) / 1000).toFixed(0)} s`);
  const admin = await createAdmin(database.target);

  const env = benchServerEnv({ database, simulatorsUrl: simulators.url, origin, distDir: process.env.BENCH_DIST_DIR || ".next-bench" });
  buildIfNeeded(env);
  server = await startApp(env, PORT, path.resolve(".bench", `admin-ttfb-${database.kind}.log`));
  const address = nextClientAddress();
  const headers = { cookie: await signIn(admin, address), "x-forwarded-for": address };

  const samples = new Map<string, Sample[]>(PATHS.map((p) => [p, []]));
  for (let round = 0; round < WARMUP + SAMPLES; round += 1) {
    for (const p of PATHS) {
      const taken = await sample(`${origin}${p}`, headers);
      if (round >= WARMUP) samples.get(p)?.push(taken);
    }
  }
  console.log(
    `\n${database.kind === "postgres" ? "PostgreSQL" : "embedded (PGlite)"}, ${ORDERS.toLocaleString("en-US")} orders; median of ${SAMPLES} after ${WARMUP} warm-up rounds; ${os.cpus().length} cores, load average ${loadAverage.join(" ")} at the start\n`,
  );
  console.log("| path | TTFB median (ms) | TTFB min–max (ms) | whole page median (ms) |\n|---|---:|---:|---:|");
  for (const [p, taken] of samples) {
    const ttfb = taken.map((s) => s.ttfb);
    console.log(
      `| ${p} | ${median(ttfb).toFixed(0)} | ${Math.min(...ttfb).toFixed(0)}–${Math.max(...ttfb).toFixed(0)} | ${median(taken.map((s) => s.total)).toFixed(0)} |`,
    );
  }
} finally {
  await server?.stop();
  await simulators.stop();
  await database.drop();
}
