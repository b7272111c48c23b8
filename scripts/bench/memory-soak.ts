// npm run bench:soak -- the serving process's memory measure: serves the production build on a fresh PostgreSQL database (or
// an embedded one without DATABASE_URL), with 20,000 licenses, and sends whitelist checks from a new client address
// each (32 connections) in 20-second bursts with 10 seconds of rest, for 5 minutes. It samples the serving process's
// RSS throughout and prints: at rest after start, at rest after a first burst (the start of the soak: code compiled,
// pools and caches filled), the peak, and the figure 45 s after the last burst, with the goals (300 MB at rest, 600 MB
// at the peak, settled within 10 % of the start). Exits non-zero only when the bench itself failed.
import os from "node:os";
import path from "node:path";

import { startSimulators } from "@/simulators/server";

import { buildIfNeeded, startApp } from "../support/next-server";
import type { Jwks } from "../support/signed-answers";
import { createBenchDatabase, insertLicenses, openSql } from "./database";
import { measureLoad } from "./load";
import { rssMb, sampleRss, settledRss } from "./memory";
import { benchServerEnv, setting } from "./server";
import { whitelistLoad } from "./whitelist";

const PORT = setting("BENCH_PORT", 3450);
const CONNECTIONS = setting("BENCH_CONNECTIONS", 32);
const SOAK_SECONDS = setting("SOAK_SECONDS", 300);
const BURST_SECONDS = setting("SOAK_BURST", 20);
const REST_SECONDS = setting("SOAK_REST", 10);
const SETTLE_SECONDS = setting("SOAK_SETTLE", 45);
/** Enough that 30 checks a minute per license (the verify route's limit) is never reached at any rate this machine serves. */
const LICENSES = setting("SOAK_LICENSES", 20_000);
const GOALS = { idleMb: 300, peakMb: 600, settledSpread: 0.1 } as const;

const origin = `http://127.0.0.1:${PORT}`;
const database = await createBenchDatabase(process.env.DATABASE_URL || undefined, `shop_soak_${PORT}`);
const sqlHandle = await openSql(database.target);
await insertLicenses(sqlHandle.sql, 0, LICENSES);
await sqlHandle.close();
const simulators = await startSimulators({ port: 0 });
const env = benchServerEnv({ database, simulatorsUrl: simulators.url, origin, distDir: ".next-bench" });
const progress = (message: string) => console.log(`[soak] ${message}`);

let server: Awaited<ReturnType<typeof startApp>> | undefined;
try {
  buildIfNeeded(env);
  server = await startApp(env, PORT, path.resolve(".bench", `soak-${database.kind}.log`));
  const { pid } = server;
  const jwks = (await (await fetch(`${origin}/.well-known/jwks.json`)).json()) as Jwks;
  const idleMb = await settledRss(pid, 10);
  progress(`at rest after start: ${idleMb} MB`);

  const burst = async (i: number) => {
    const load = await measureLoad({
      origin,
      connections: CONNECTIONS,
      warmupSeconds: 1,
      durationSeconds: BURST_SECONDS - 1,
      ...whitelistLoad({ first: 0, end: LICENSES }, 0, jwks, new URL(origin).host, "ecdsa-sha256"),
    });
    if (load.errors) throw new Error(`burst ${i}: ${load.errors} errors, answers ${JSON.stringify(load.statuses)}\n${load.problems.join("\n")}`);
    return load;
  };
  const sampler = sampleRss(pid);
  const first = await burst(0);
  const startMb = await settledRss(pid, SETTLE_SECONDS);
  progress(`first burst: ${Math.round(first.rps)} checks/s, peak ${sampler.peakMb} MB; at rest ${SETTLE_SECONDS} s after it (the soak's start): ${startMb} MB`);
  const began = performance.now();
  let bursts = 0;
  while ((performance.now() - began) / 1000 < SOAK_SECONDS) {
    const load = await burst(++bursts);
    progress(`burst ${bursts}: ${Math.round(load.rps)} checks/s, p99 ${load.p99} ms, RSS ${rssMb(pid)} MB (peak ${sampler.peakMb})`);
    await new Promise((resolve) => setTimeout(resolve, REST_SECONDS * 1000));
  }
  const settledMb = await settledRss(pid, SETTLE_SECONDS);
  const peakMb = sampler.stop();
  const spread = (settledMb - startMb) / startMb;
  const mark = (ok: boolean) => (ok ? "✓" : "✗");
  console.log(`\n${database.kind === "postgres" ? "PostgreSQL" : "embedded (PGlite)"}, ${CONNECTIONS} connections, ${os.cpus().length} cores:\n`);
  console.log("| measure | RSS MB | goal |\n|---|---|---|");
  console.log(`| at rest after start | ${idleMb} | ≤ ${GOALS.idleMb} ${mark(idleMb <= GOALS.idleMb)} |`);
  console.log(`| at rest after the first burst (soak start) | ${startMb} | ≤ ${GOALS.idleMb} ${mark(startMb <= GOALS.idleMb)} |`);
  console.log(`| peak over ${bursts + 1} bursts of ${BURST_SECONDS} s | ${peakMb} | ≤ ${GOALS.peakMb} ${mark(peakMb <= GOALS.peakMb)} |`);
  console.log(
    `| settled, ${SETTLE_SECONDS} s after ${Math.round((performance.now() - began) / 1000)} s of soak | ${settledMb} | ${spread >= 0 ? "+" : ""}${(spread * 100).toFixed(1)} % of the start, within ${GOALS.settledSpread * 100} % ${mark(Math.abs(spread) <= GOALS.settledSpread)} |`,
  );
} finally {
  await server?.stop();
  await simulators.stop();
  await database.drop();
}
