// npm run bench -- the API measured against its goals (docs/performance.md): builds the production app when its sources changed, serves
// it with the simulators on PostgreSQL (a fresh database on the server of DATABASE_URL) or on an embedded one,
// loads licenses with SQL, and measures with autocannon the constant-JSON route beside Forge's update JSON and the whitelist check, how
// soon a revocation reaches the check, and the capture of sequential simulated purchases. Prints one table (docs/performance.md,
// "The API") and writes it as JSON. Exits non-zero only when the bench itself failed, never for a missed goal.
import os from "node:os";
import path from "node:path";

import type { SqlExecutor } from "@/lib/database/adapter";

import { startSimulators } from "@/simulators/server";

import { nextClientAddress } from "./bench/clients";
import { benchUuid, createBenchDatabase, insertLicenses, insertReleases, openSql, revokeDirectly } from "./bench/database";
import { measureLoad, type LoadResult } from "./bench/load";
import { sampleRss, settledRss } from "./bench/memory";
import { measurePurchases } from "./bench/purchases";
import { machine, table, writeJson, type BenchReport, type Phase } from "./bench/report";
import { measureRevocation, type Revocation } from "./bench/revocation";
import { benchServerEnv, setting } from "./bench/server";
import { REVOKED_LICENSE, whitelistLoad } from "./bench/whitelist";
import { buildIfNeeded, startApp } from "./support/next-server";
import type { Jwks } from "./support/signed-answers";

const PORT = setting("BENCH_PORT", 3400);
const CONNECTIONS = setting("BENCH_CONNECTIONS", 64);
const DURATION_SECONDS = setting("BENCH_DURATION", 10);
const WARMUP_SECONDS = setting("BENCH_WARMUP", 3);
const LICENSES = setting("BENCH_LICENSES", 1_000);
/** PostgreSQL only: the table then grows to this many and the whitelist check is measured again. */
const LARGE_LICENSES = setting("BENCH_LARGE_LICENSES", 1_000_000);
const PURCHASES = setting("BENCH_PURCHASES", 200);
/** Releases in the log Forge's update JSON lists: a year of fortnightly builds. */
const RELEASES = setting("BENCH_RELEASES", 26);
/** Seconds the server is left alone after start, and after the loads, before its resident memory is read. */
const IDLE_SECONDS = setting("BENCH_IDLE", 10);
const SETTLE_SECONDS = setting("BENCH_SETTLE", 45);
const DIST_DIR = ".next-bench";
/** The RSA load's warm-up and length: RSA answers are measured for comparison, within the per-UUID budget the ECDSA load leaves. */
const RSA_LOAD = { warmupSeconds: 2, durationSeconds: 5 };
// One license is kept out of the loads for the revocation: the loads need at least one more.
if (LICENSES < 2) throw new Error("BENCH_LICENSES must be at least 2");

const startedAt = performance.now();
const loadAverage = os.loadavg().map((load) => Number(load.toFixed(2)));
const origin = `http://127.0.0.1:${PORT}`;
const host = new URL(origin).host;

// Read from the shell only: the bench never reads .env, and blanks the server's DATABASE_URL below so a developer's .env cannot point it elsewhere.
// Named after the port, so two benches on one server (on two ports) never drop each other's database.
const database = await createBenchDatabase(process.env.DATABASE_URL || undefined, `shop_bench_${PORT}`);
const label = database.kind === "postgres" ? "PostgreSQL" : "embedded (PGlite)";
let sqlHandle: { sql: SqlExecutor; close: () => Promise<void> } | undefined = await openSql(database.target);
await insertLicenses(sqlHandle.sql, 0, LICENSES);
await insertReleases(sqlHandle.sql, RELEASES);
// The embedded database is one process's at a time: the server's from here on.
if (database.kind === "embedded") {
  await sqlHandle.close();
  sqlHandle = undefined;
}

const simulators = await startSimulators({ port: 0 });
const env = benchServerEnv({ database, simulatorsUrl: simulators.url, origin, distDir: DIST_DIR });

/** A load with errors, answers other than 200 or wrong bodies is no measurement: the bench stops. */
function assertClean(what: string, load: LoadResult) {
  if (!load.errors && !load.problems.length) return;
  const limited = load.statuses["429"] ? " 429 means a rate limit was reached: every request should have had its own budget." : "";
  const timeouts = load.timeouts ? ` (${load.timeouts} without an answer in time)` : "";
  throw new Error(`${what}: ${load.errors} errors${timeouts}, answers ${JSON.stringify(load.statuses)}.${limited}\n${load.problems.join("\n")}`);
}

const progress = (message: string) => console.log(`[bench ${((performance.now() - startedAt) / 1000).toFixed(0)} s] ${message}`);
const describe = (load: LoadResult) =>
  `${Math.round(load.rps)} requests/s, p50 ${load.p50} ms, p99 ${load.p99} ms, ${load.requests} answers in ${load.seconds.toFixed(1)} s${load.stoppedEarly ? " (stopped at the per-UUID budget)" : ""}`;

/**
 * The constant route, then the whitelist check with ECDSA and with RSA, on a table of `licenses`. `checked`: the
 * licenses an earlier phase checked within their rate-limit minute (1 to LICENSES - 1), left out of this one's loads.
 */
async function measurePhase(licenses: number, jwks: Jwks, checked = 0): Promise<Phase> {
  const common = { origin, connections: CONNECTIONS, warmupSeconds: WARMUP_SECONDS, durationSeconds: DURATION_SECONDS };
  const constant = await measureLoad({
    ...common,
    path: () => "/api/health/live",
    check: (body) => (body === '{"status":"ok"}' ? null : `the constant route answered ${body}`),
  });
  assertClean("constant route", constant);
  progress(`constant route, ${licenses} licenses: ${describe(constant)}`);
  // Forge's update JSON, beside the constant route: one read of the releases per request, or per burst.
  const forgeUpdate = await measureLoad({
    ...common,
    path: () => "/api/mod/forge-update.json",
    check: (body) => (body.includes('"1.8.9-recommended"') ? null : `the update JSON answered ${body.slice(0, 200)}`),
  });
  assertClean("Forge update JSON", forgeUpdate);
  progress(`Forge update JSON, ${RELEASES} releases: ${describe(forgeUpdate)}`);
  // License 0 is the revocation's; a larger table's loads start after the licenses the smaller one's checked.
  const range = { first: Math.max(1, checked), end: licenses };
  const whitelist = await measureLoad({ ...common, ...whitelistLoad(range, 0, jwks, host, "ecdsa-sha256") });
  assertClean(`whitelist check (ECDSA) with ${licenses} licenses`, whitelist);
  progress(`whitelist check (ECDSA), ${licenses} licenses: ${describe(whitelist)}`);
  // On the larger table every check above was its license's first of the minute, so each also wrote last_verified,
  // which the smaller table's checks mostly did not: the same licenses again, in the same order, isolate the table's size.
  let again: LoadResult | undefined;
  if (checked > 0) {
    again = await measureLoad({ ...common, ...whitelistLoad(range, Math.ceil(whitelist.sent / (range.end - range.first)), jwks, host, "ecdsa-sha256") });
    assertClean(`whitelist check (ECDSA, again) with ${licenses} licenses`, again);
    progress(`whitelist check (ECDSA, the same licenses again), ${licenses} licenses: ${describe(again)}`);
  }
  // RSA is measured for comparison only, in a shorter load: the per-UUID budget left after the ECDSA loads is small.
  const used = Math.ceil((whitelist.sent + (again?.sent ?? 0)) / (range.end - range.first));
  const whitelistRsa = await measureLoad({
    ...common,
    ...RSA_LOAD,
    ...whitelistLoad(range, used, jwks, host, "rsa-sha256"),
  });
  assertClean(`whitelist check (RSA) with ${licenses} licenses`, whitelistRsa);
  progress(`whitelist check (RSA), ${licenses} licenses: ${describe(whitelistRsa)}`);
  return { licenses, constant, forgeUpdate, whitelist, whitelistRsa, ...(again && { whitelistAgain: again }) };
}

let built = false;
let server: Awaited<ReturnType<typeof startApp>> | undefined;
try {
  progress(`${label}, ${LICENSES} licenses loaded; building if needed into ${DIST_DIR}`);
  built = buildIfNeeded(env, { force: process.env.BENCH_REBUILD === "1" });
  server = await startApp(env, PORT, path.resolve(".bench", `server-${database.kind}.log`));
  const jwks = (await (await fetch(`${origin}/.well-known/jwks.json`)).json()) as Jwks;
  const idleMb = await settledRss(server.pid, IDLE_SECONDS);
  progress(`serving process at rest after start: ${idleMb} MB resident`);
  const rss = sampleRss(server.pid);
  const phases = [await measurePhase(LICENSES, jwks)];

  let revocation: Revocation | undefined;
  if (sqlHandle) {
    const { sql } = sqlHandle;
    const uuid = benchUuid(REVOKED_LICENSE);
    revocation = await measureRevocation(origin, uuid, "direct UPDATE", () => revokeDirectly(sql, uuid));
    progress(`revocation: ${revocation.ms === null ? "not seen within 9 s" : `visible after ${revocation.ms} ms`}`);
    if (LARGE_LICENSES > LICENSES) {
      const began = performance.now();
      await insertLicenses(sql, LICENSES, LARGE_LICENSES);
      progress(`grew the table to ${LARGE_LICENSES} licenses in ${((performance.now() - began) / 1000).toFixed(0)} s`);
      phases.push(await measurePhase(LARGE_LICENSES, jwks, LICENSES));
    }
  }

  const purchases = await measurePurchases(origin, simulators, PURCHASES);
  progress(`${PURCHASES} purchases: capture p50 ${purchases.p50.toFixed(1)} ms, p99 ${purchases.p99.toFixed(1)} ms`);
  // The embedded database is the server's alone, so a revocation reaches it the way a refund does: PayPal's webhook.
  revocation ??= await measureRevocation(origin, purchases.last.uuid, "refund webhook", async () => {
    simulators.paypal.refundCapture(purchases.last.transactionId);
    const { headers, body } = simulators.paypal.signWebhook(simulators.paypal.webhookEvent("PAYMENT.CAPTURE.REFUNDED", purchases.last.orderId));
    const res = await fetch(`${origin}/api/paypal/webhook`, { method: "POST", headers: { ...headers, "x-forwarded-for": nextClientAddress() }, body });
    if (res.status !== 200) throw new Error(`the refund webhook answered ${res.status}: ${await res.text()}`);
  });

  const peakMb = rss.stop();
  progress(`peak under the loads: ${peakMb} MB resident; leaving the server alone for ${SETTLE_SECONDS} s`);
  const memory = { idleMb, peakMb, settledMb: await settledRss(server.pid, SETTLE_SECONDS), settleSeconds: SETTLE_SECONDS };
  const report: BenchReport = { database: label, connections: CONNECTIONS, durationSeconds: DURATION_SECONDS, phases, revocation, purchases, memory };
  const seconds = Math.round((performance.now() - startedAt) / 1000);
  const file = writeJson(report, { date: new Date().toISOString(), machine: machine(loadAverage), seconds, built });
  console.log(
    `\n${label}, ${CONNECTIONS} connections, ${DURATION_SECONDS} s per load after ${WARMUP_SECONDS} s of warm-up; ${os.cpus().length} cores, load average ${loadAverage.join(" ")} at the start:\n`,
  );
  console.log(table(report));
  console.log(
    `\nWritten to ${path.relative(process.cwd(), file)}. The bench took ${Math.floor(seconds / 60)} min ${seconds % 60} s${built ? ", the build included" : ""}.`,
  );
} finally {
  await server?.stop();
  await simulators.stop();
  await sqlHandle?.close();
  await database.drop();
}
