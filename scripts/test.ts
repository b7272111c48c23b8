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
type VitestReport = {
  numPassedTests: number;
  numFailedTests: number;
  testResults: { name: string; status: string; message?: string; assertionResults: { fullName: string; status: string; failureMessages: string[] }[] }[];
};
type PlaywrightSuite = {
  title: string;
  file?: string;
  specs?: { title: string; line: number; tests: { status: string }[] }[];
  suites?: PlaywrightSuite[];
};
const v = read<VitestReport>(vitestFile);
const p = read<{ stats: { expected: number; unexpected: number; flaky: number }; suites: PlaywrightSuite[] }>(playwrightFile);

// CI keeps only the end of this output: the names of what failed come last, so a red run says what to look at.
const firstLine = (text: string | undefined) => (text ?? "").split("\n", 1)[0]?.slice(0, 300) ?? "";
const failures: string[] = [];
for (const file of v?.testResults ?? []) {
  // A file that fails outside its tests (an import, a beforeAll) has no failed test to name.
  if (file.status === "failed" && !file.assertionResults.some((test) => test.status === "failed"))
    failures.push(`vitest ${path.relative(process.cwd(), file.name)}\n    ${firstLine(file.message)}`);
  for (const test of file.assertionResults) {
    if (test.status === "failed")
      failures.push(`vitest ${path.relative(process.cwd(), file.name)} > ${test.fullName}\n    ${firstLine(test.failureMessages[0])}`);
  }
}
const walk = (suite: PlaywrightSuite, file: string | undefined): void => {
  const here = suite.file ?? file;
  for (const spec of suite.specs ?? []) {
    if (spec.tests.some((test) => test.status === "unexpected")) failures.push(`playwright ${here}:${spec.line} > ${spec.title}`);
  }
  for (const child of suite.suites ?? []) walk(child, here);
};
for (const suite of p?.suites ?? []) walk(suite, undefined);
const passed = (v?.numPassedTests ?? 0) + (p ? p.stats.expected + p.stats.flaky : 0);
const failed = (v?.numFailedTests ?? 0) + (p?.stats.unexpected ?? 0);
const ok = vitest.status === 0 && playwright.status === 0;

console.log(
  `\nVitest: ${v ? `${v.numPassedTests} passed, ${v.numFailedTests} failed` : "no report"}; Playwright: ${p ? `${p.stats.expected} passed, ${p.stats.unexpected} failed` : "no report"}`,
);
if (failures.length > 0) console.log(`\nFailed:\n${failures.map((line) => `  ${line}`).join("\n")}`);
console.log(`Summary: ${passed} passed, ${failed + (ok || failed ? 0 : 1)} failed`);
process.exit(ok ? 0 : 1);
