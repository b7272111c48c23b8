// npm run bench:cluster -- the whitelist check as the service it is: two production instances behind the shipped
// nginx configuration (deploy/nginx/shop.conf) on one PostgreSQL holding a million licenses, checked by many players'
// mods at a fixed rate for a minute; one instance is killed (SIGKILL) a third of the way in and started again at two
// thirds. Prints latency and failures per phase (docs/performance.md, "The cluster") and writes them as JSON.
// Exits non-zero only when the bench itself failed, never for a missed goal.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { Agent, request } from "node:https";
import os from "node:os";
import path from "node:path";

import { startSimulators } from "@/simulators/server";

import { buildIfNeeded, startApp } from "../support/next-server";
import { startNginx } from "../support/nginx";
import type { Jwks } from "../support/signed-answers";
import { nextClientAddress } from "./clients";
import { createBenchDatabase, insertLicenses, openSql } from "./database";
import { machine } from "./report";
import { benchServerEnv, setting } from "./server";
import { whitelistLoad } from "./whitelist";

const RATE = setting("BENCH_CLUSTER_RATE", 2_000);
const DURATION_SECONDS = setting("BENCH_CLUSTER_DURATION", 60);
const KILL_AT_SECONDS = setting("BENCH_CLUSTER_KILL_AT", 20);
const RESTART_AT_SECONDS = setting("BENCH_CLUSTER_RESTART_AT", 40);
const LICENSES = setting("BENCH_CLUSTER_LICENSES", 1_000_000);
/** Keep-alive connections the load keeps to nginx: a CDN's pool in front of the shop, carrying many players' checks. */
const CONNECTIONS = setting("BENCH_CLUSTER_CONNECTIONS", 256);
/** A mod gives up on a check after this; an answer later than that is a failed check. */
const CHECK_TIMEOUT_MS = 10_000;
const FIRST_PORT = setting("BENCH_CLUSTER_PORT", 3450);
/**
 * The build `npm run bench` serves (same folder, same public URL, so one build serves both). The public URL is only
 * baked into pages; a signed answer covers the Host the client sent, which is nginx's address here.
 */
const DIST_DIR = ".next-bench";
const BUILD_ORIGIN = `http://127.0.0.1:${setting("BENCH_PORT", 3400)}`;

if (!process.env.DATABASE_URL)
  throw new Error("npm run bench:cluster needs a PostgreSQL server: set DATABASE_URL (the embedded database belongs to one process)");
if (!(KILL_AT_SECONDS < RESTART_AT_SECONDS && RESTART_AT_SECONDS < DURATION_SECONDS))
  throw new Error("BENCH_CLUSTER_KILL_AT < BENCH_CLUSTER_RESTART_AT < BENCH_CLUSTER_DURATION");

const startedAt = performance.now();
const loadAverage = os.loadavg().map((load) => Number(load.toFixed(2)));
const progress = (message: string) => console.log(`[bench:cluster ${((performance.now() - startedAt) / 1000).toFixed(0)} s] ${message}`);

type Outcome = { at: number; ms: number; status: number; error?: string };

/** One check's outcome: `at`, when it was due (ms from the load's start); `ms`, from then to its answer. */
function check(agent: Agent, front: string, load: ReturnType<typeof whitelistLoad>, dueAt: number, origin: number): Promise<Outcome> {
  const context: Record<string, unknown> = {};
  const target = load.path(context);
  return new Promise((resolve) => {
    const done = (status: number, error?: string) => resolve({ at: dueAt, ms: performance.now() - origin - dueAt, status, ...(error && { error }) });
    // Each check is another player's mod: the load plays a CDN in front of nginx (TRUSTED_PROXY_HOPS=2), naming the player.
    const req = request(`${front}${target}`, { agent, headers: { "x-forwarded-for": nextClientAddress() }, timeout: CHECK_TIMEOUT_MS }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("error", (error) => done(0, error.message));
      res.on("end", () => {
        if (res.statusCode !== 200) return done(res.statusCode ?? 0, body.slice(0, 120));
        const headers = new Headers(
          Object.entries(res.headers).flatMap(([name, value]) => (typeof value === "string" ? [[name, value] as [string, string]] : [])),
        );
        const problem = load.check(body, context, headers);
        done(problem ? -1 : 200, problem ?? undefined);
      });
    });
    req.on("timeout", () => req.destroy(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)));
    req.on("error", (error: NodeJS.ErrnoException) => done(0, error.code ?? error.message));
    req.end();
  });
}

type PhaseFigures = {
  phase: string;
  from: number;
  to: number;
  due: number;
  ok: number;
  failed: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
};

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! * 10) / 10;
}

function figures(phase: string, outcomes: Outcome[], from: number, to: number): PhaseFigures {
  const inPhase = outcomes.filter((o) => o.at >= from * 1000 && o.at < to * 1000);
  const latencies = inPhase.map((o) => o.ms).sort((a, b) => a - b);
  const ok = inPhase.filter((o) => o.status === 200).length;
  return {
    phase,
    from,
    to,
    due: inPhase.length,
    ok,
    failed: inPhase.length - ok,
    rps: Math.round(ok / (to - from)),
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    max: Math.round(latencies.at(-1) ?? 0),
  };
}

/** nginx's access log: how many checks each instance answered, and how many nginx sent on to the other one. */
function upstreamCounts(accessLog: string): { byUpstream: Record<string, number>; retried: number } {
  const byUpstream: Record<string, number> = {};
  let retried = 0;
  for (const line of readFileSync(accessLog, "utf8").split("\n")) {
    if (!line.includes("/api/license/verify")) continue;
    const upstreams = /up=(\S+(?:, \S+)*)\//.exec(line)?.[1]?.split(", ") ?? [];
    if (upstreams.length > 1) retried += 1;
    const last = upstreams.at(-1);
    if (last) byUpstream[last] = (byUpstream[last] ?? 0) + 1;
  }
  return { byUpstream, retried };
}

const tmp = mkdtempSync(path.join(os.tmpdir(), "bench-cluster-"));
const cleanup: (() => unknown)[] = [() => rmSync(tmp, { recursive: true, force: true })];
try {
  const database = await createBenchDatabase(process.env.DATABASE_URL, "shop_bench_cluster");
  cleanup.push(() => database.drop());
  const sqlHandle = await openSql(database.target);
  cleanup.push(() => sqlHandle.close());
  progress(`loading ${LICENSES.toLocaleString("en")} licenses`);
  await insertLicenses(sqlHandle.sql, 0, LICENSES);
  const simulators = await startSimulators({ port: 0 });
  cleanup.push(() => simulators.stop());
  const env = { ...benchServerEnv({ database, simulatorsUrl: simulators.url, origin: BUILD_ORIGIN, distDir: DIST_DIR }), TRUSTED_PROXY_HOPS: "2" };
  if (buildIfNeeded(env)) progress("built the production app");

  const ports = [FIRST_PORT, FIRST_PORT + 1] as const;
  const logs = path.resolve(".bench", "cluster");
  mkdirSync(logs, { recursive: true });
  const instanceLog = (i: number, run = 1) => path.join(logs, `instance-${"ab"[i]}-${run}.log`);
  // One after the other: the first start compiles the server (scripts/compile-server.mjs) that both then run.
  const a = await startApp(env, ports[0], instanceLog(0));
  cleanup.push(() => a.stop());
  let b = await startApp(env, ports[1], instanceLog(1));
  cleanup.push(() => b.stop());
  const nginx = await startNginx({ dir: path.join(tmp, "nginx"), upstreamPorts: [...ports], logs: path.join(logs, "nginx"), workerConnections: 4096 });
  cleanup.push(() => nginx.stop());
  const { front } = nginx;
  const host = new URL(front).host;
  const jwks = (await (await fetch(`${a.url}/.well-known/jwks.json`)).json()) as Jwks;
  progress(`two instances on ${ports.join(" and ")} behind nginx at ${front}`);

  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS, rejectUnauthorized: false });
  cleanup.push(() => agent.destroy());
  // Licenses 1 onwards, each checked once at most in the minute: the per-UUID limit (30 a minute) is never what answers.
  const load = whitelistLoad({ first: 1, end: LICENSES }, 0, jwks, host, "ecdsa-sha256");
  // A short warm-up through nginx, so the first second measures the cluster and not its JIT and connection pools.
  const warmOrigin = performance.now();
  await Promise.all(Array.from({ length: 2_000 }, (_, i) => check(agent, front, load, i / 2, warmOrigin)));
  progress(
    `warmed up; ${RATE} checks a second for ${DURATION_SECONDS} s, instance B killed at ${KILL_AT_SECONDS} s and started again at ${RESTART_AT_SECONDS} s`,
  );

  // Open loop: each check is due at its own time, sent then whatever the answers before it do, and its latency counts
  // from when it was due, so a stalled cluster shows as latency instead of as fewer checks sent.
  const outcomes: Promise<Outcome>[] = [];
  const origin = performance.now();
  const total = RATE * DURATION_SECONDS;
  let killedAt: number | undefined;
  let restart: Promise<number> | undefined;
  while (outcomes.length < total) {
    const now = performance.now() - origin;
    const due = Math.min(total, Math.floor((now * RATE) / 1000) + 1);
    while (outcomes.length < due) outcomes.push(check(agent, front, load, (outcomes.length * 1000) / RATE, origin));
    if (killedAt === undefined && now >= KILL_AT_SECONDS * 1000) {
      killedAt = now;
      b.kill("SIGKILL");
    }
    if (!restart && now >= RESTART_AT_SECONDS * 1000) {
      const restartAt = now;
      restart = startApp(env, ports[1], instanceLog(1, 2)).then((app) => {
        b = app;
        return performance.now() - origin - restartAt;
      });
    }
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  const results = await Promise.all(outcomes);
  const restartMs = await restart;
  progress(`load done: ${results.length} checks`);

  const kill = KILL_AT_SECONDS;
  const phases = [
    figures("both instances", results, 0, kill),
    figures("the kill second", results, kill, kill + 1),
    figures("one instance", results, kill + 1, RESTART_AT_SECONDS),
    figures("B starting again, then both", results, RESTART_AT_SECONDS, DURATION_SECONDS),
  ];
  const outside = results.filter((o) => o.at < kill * 1000 || o.at >= (kill + 1) * 1000);
  const overall = { ...figures("all but the kill second", outside, 0, DURATION_SECONDS), due: outside.length };
  const failures = results.filter((o) => o.status !== 200);
  const kinds: Record<string, number> = {};
  for (const f of failures) {
    const kind = f.status === 0 ? `no answer: ${f.error}` : f.status === -1 ? `wrong answer: ${f.error}` : `status ${f.status}`;
    kinds[kind] = (kinds[kind] ?? 0) + 1;
  }
  const upstreams = upstreamCounts(path.join(nginx.logs, "access.log"));

  const rows = [...phases, overall].map((p) => [p.phase, `${p.from}-${p.to} s`, p.due, p.ok, p.failed, p.rps, p.p50, p.p95, p.p99, p.max]);
  const header = ["phase", "seconds", "checks due", "answered 200", "failed", "answers/s", "p50 ms", "p95 ms", "p99 ms", "max ms"];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells: unknown[]) => `| ${cells.map((c, i) => String(c).padEnd(widths[i]!)).join(" | ")} |`;
  console.log(["", line(header), `| ${widths.map((w) => "-".repeat(w)).join(" | ")} |`, ...rows.map(line)].join("\n"));
  const goalP99 = overall.p99 < 100;
  console.log(
    [
      "",
      `Goal: p99 under 100 ms outside the kill second: ${overall.p99} ms ${goalP99 ? "✓" : "✗"}`,
      `Goal: no failed check: ${failures.length} failed ${failures.length ? `✗ ${JSON.stringify(kinds)}` : "✓"}`,
      `nginx passed on ${upstreams.retried} checks to the other instance after a failed try; answers per instance: ${JSON.stringify(upstreams.byUpstream)}`,
      `instance B answered again ${Math.round((restartMs ?? 0) / 100) / 10} s after its restart began`,
    ].join("\n"),
  );
  const file = path.resolve(".bench", "cluster.json");
  writeFileSync(
    file,
    `${JSON.stringify({ machine: machine(loadAverage), rate: RATE, durationSeconds: DURATION_SECONDS, killAtSeconds: KILL_AT_SECONDS, restartAtSeconds: RESTART_AT_SECONDS, licenses: LICENSES, connections: CONNECTIONS, phases, overall, failures: failures.length, failureKinds: kinds, upstreams, restartMs, killedAtMs: killedAt }, null, 2)}\n`,
  );
  progress(`wrote ${path.relative(process.cwd(), file)}; logs in ${path.relative(process.cwd(), logs)}`);
} finally {
  for (const step of cleanup.reverse()) await step();
}
