// npm test -- the whole suite: Vitest (unit, integration), then Playwright
// (end to end against a production build). Ends with one "N passed, N failed" line.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";

const out = path.resolve(".test-results");
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const bin = (name: string) => path.resolve("node_modules/.bin", name);
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };

const vitestFile = path.join(out, "vitest.json");
const vitest = spawnSync(bin("vitest"), ["run", "--reporter=default", "--reporter=json", `--outputFile=${vitestFile}`], { stdio: "inherit", env });

const playwrightFile = path.join(out, "playwright.json");
const playwright = spawnSync(bin("playwright"), ["test", "--reporter=list,json"], {
  stdio: "inherit",
  env: { ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightFile },
});

const read = <T>(file: string): T | undefined => (existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as T) : undefined);
const v = read<{ numPassedTests: number; numFailedTests: number }>(vitestFile);
const p = read<{ stats: { expected: number; unexpected: number; flaky: number } }>(playwrightFile);
const passed = (v?.numPassedTests ?? 0) + (p ? p.stats.expected + p.stats.flaky : 0);
const failed = (v?.numFailedTests ?? 0) + (p?.stats.unexpected ?? 0);
const ok = vitest.status === 0 && playwright.status === 0;

console.log(
  `\nVitest: ${v ? `${v.numPassedTests} passed, ${v.numFailedTests} failed` : "no report"}; Playwright: ${p ? `${p.stats.expected} passed, ${p.stats.unexpected} failed` : "no report"}`,
);
console.log(`Summary: ${passed} passed, ${failed + (ok || failed ? 0 : 1)} failed`);
process.exit(ok ? 0 : 1);
