// npm run bench:captures -- buyers paying at the same moment with tax records on: the production build with
// TAX_MODE=vat (a German seller under the union OSS scheme) on a fresh PostgreSQL database, BENCH_CAPTURES (40) orders
// made from German addresses and approved by German payers, then all captured at once (after one purchase that warms
// the server up). Each receipt takes the next
// number of the year's gap-free series; the numbering runs after the sale commits (lib/payments/number-receipt.ts),
// so a sale's transaction never waits for the series. Prints each capture's latency against the goal (every one under 2 s), checks
// that every sale got its own number with none missing, and writes the figures to .bench/vat-captures.json. Exits
// non-zero only when the bench itself failed, never for a missed goal.
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { startSimulators } from "@/simulators/server";

import { buildIfNeeded, startApp } from "../support/next-server";
import { createBenchDatabase, openSql } from "./database";
import { measureConcurrentCaptures, measurePurchases } from "./purchases";
import { machine } from "./report";
import { benchServerEnv, setting } from "./server";

const PORT = setting("BENCH_PORT", 3400);
const COUNT = setting("BENCH_CAPTURES", 40);
/** The goal: no buyer waits longer than this for the capture's answer. */
const GOAL_MS = 2_000;
/** The build `npm run bench` serves: TAX_MODE is read at run time, so the same build serves both. */
const DIST_DIR = ".next-bench";
/** Deutsche Telekom's 80.128.0.0/11, which the offline IP database places in Germany: one address per buyer. */
const germanAddress = (i: number) => `80.${128 + (((i + 1) >> 16) & 31)}.${((i + 1) >> 8) & 255}.${(i + 1) & 255}`;

if (!process.env.DATABASE_URL) throw new Error("npm run bench:captures needs a PostgreSQL server: set DATABASE_URL (the goal is PostgreSQL's row locks)");

const startedAt = performance.now();
const progress = (message: string) => console.log(`[bench:captures ${((performance.now() - startedAt) / 1000).toFixed(0)} s] ${message}`);
const origin = `http://127.0.0.1:${PORT}`;
const database = await createBenchDatabase(process.env.DATABASE_URL, `shop_bench_captures_${PORT}`);
const simulators = await startSimulators({ port: 0 });
const env = {
  ...benchServerEnv({ database, simulatorsUrl: simulators.url, origin, distDir: DIST_DIR }),
  TAX_MODE: "vat",
  SELLER_NAME: "Sniper Mods GmbH",
  SELLER_ADDRESS: "Hauptstraße 1, 10115 Berlin",
  SELLER_COUNTRY: "DE",
  VAT_SCHEME: "union-oss",
};

let server: Awaited<ReturnType<typeof startApp>> | undefined;
try {
  const built = buildIfNeeded(env);
  server = await startApp(env, PORT, path.resolve(".bench", "server-vat-captures.log"));
  progress(`${built ? "built and " : ""}serving with TAX_MODE=vat; ${COUNT} buyers approve their orders`);
  // One purchase first, as a shop that has been up a while has made: the burst measures waiting, not first-use compiling.
  await measurePurchases(origin, simulators, 1);
  const addresses = Array.from({ length: COUNT }, (_, i) => germanAddress(i));
  const times = await measureConcurrentCaptures(origin, simulators, addresses, "DE");
  progress(`${COUNT} captures at once: p50 ${times.p50.toFixed(0)} ms, p99 ${times.p99.toFixed(0)} ms, slowest ${times.max.toFixed(0)} ms`);

  // Every sale numbered, each number once, none skipped: the series is gap-free.
  const { sql, close } = await openSql(database.target);
  let numbers: string[];
  try {
    const { rows } = await sql.query<{ receipt_number: string | null; receipt_pending: boolean; tax_country: string | null }>(
      `SELECT receipt_number, receipt_pending, tax_country FROM orders WHERE paypal_order_id = ANY($1::text[])`,
      [times.orderIds],
    );
    if (rows.length !== COUNT) throw new Error(`${rows.length} of ${COUNT} orders found`);
    const unnumbered = rows.filter((row) => !row.receipt_number || row.receipt_pending).length;
    if (unnumbered) throw new Error(`${unnumbered} sales have no receipt number right after their capture answered`);
    const foreign = rows.filter((row) => row.tax_country !== "DE").length;
    if (foreign) throw new Error(`${foreign} sales were not placed in Germany: the bench's addresses or payers are wrong`);
    numbers = rows.map((row) => row.receipt_number!).sort();
  } finally {
    await close();
  }
  const sequence = numbers.map((n) => Number(n.split("-")[1]));
  const gapFree = new Set(sequence).size === COUNT && sequence.every((n, i) => n === sequence[0]! + i);
  if (!gapFree) throw new Error(`the receipt numbers are not one unbroken run: ${numbers.join(", ")}`);

  const met = times.max < GOAL_MS;
  console.log(`\n| measure | captures | p50 ms | p99 ms | slowest ms | receipt numbers | goal |`);
  console.log(`| ------- | -------- | ------ | ------ | ---------- | --------------- | ---- |`);
  console.log(
    `| captures at once, TAX_MODE=vat, PostgreSQL | ${COUNT} | ${times.p50.toFixed(0)} | ${times.p99.toFixed(0)} | ${times.max.toFixed(0)} | ${numbers[0]} to ${numbers.at(-1)}, none missing | slowest ${times.max.toFixed(0)} ms ${met ? "✓" : "✗"} (< ${GOAL_MS}) |`,
  );
  mkdirSync(".bench", { recursive: true });
  const file = path.join(".bench", "vat-captures.json");
  writeFileSync(
    file,
    `${JSON.stringify({ date: new Date().toISOString(), machine: machine(os.loadavg().map((load) => Number(load.toFixed(2)))), captures: COUNT, p50: times.p50, p99: times.p99, max: times.max, goalMs: GOAL_MS, met, numbers }, null, 2)}\n`,
  );
  console.log(`\nWritten to ${file}.`);
} finally {
  await server?.stop();
  await simulators.stop();
  await database.drop();
}
