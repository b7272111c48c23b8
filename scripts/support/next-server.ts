import { spawn, spawnSync } from "node:child_process";
import { closeSync, mkdirSync, openSync } from "node:fs";
import path from "node:path";

import { buildFingerprint, buildIsCurrent, stampBuild } from "@/lib/ops/build-fingerprint";

import { compiledEntry, compileServer } from "../compile-server.mjs";
import { serveNodeOptions } from "../serve-node-options";

/** The build folder of the tests, the audit and the bench, beside the one `npm start` serves. */
export const TEST_DIST_DIR = ".next-test";
/**
 * The public address test builds bake into canonical links and JSON-LD (PUBLIC_SITE_URL): not the address they are
 * served on, so the e2e tests can tell the two apart; the page audit uses it too, and so serves the e2e build.
 */
export const TEST_PUBLIC_SITE_URL = "https://shop.example.test";

const NEXT_BIN = path.resolve("node_modules/next/dist/bin/next");

/** Where the shop's own server is compiled beside a Next build folder: `.next` -> `.next-server`, as `npm start` does. */
export function serverDistDir(nextDistDir = ".next"): string {
  return `${nextDistDir}-server`;
}

/**
 * `next build` into its own folder (`env.NEXT_DIST_DIR`), so it never replaces the build `npm start` serves, stamped
 * with the fingerprint of its sources and build-time settings (lib/ops/build-fingerprint.ts) for buildIfNeeded. A
 * build that warns fails here: Turbopack's warnings (a file access that traces the whole project into the build,
 * say) are regressions. It leaves out the build's type check, which `npm run typecheck` (and so CI, before the
 * tests) does for the whole project.
 */
export function buildApp(env: NodeJS.ProcessEnv) {
  const distDir = env.NEXT_DIST_DIR;
  if (!distDir) throw new Error("a test build goes into its own folder: set NEXT_DIST_DIR");
  const fingerprint = buildFingerprint(process.cwd(), env);
  const result = spawnSync(process.execPath, [NEXT_BIN, "build"], {
    stdio: ["ignore", "pipe", "pipe"],
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
    env: { ...env, NODE_ENV: "production", NEXT_BUILD_SKIP_TYPECHECK: "1" },
  });
  process.stdout.write(result.stdout);
  process.stderr.write(result.stderr);
  if (result.status !== 0) throw new Error(`next build failed with exit code ${result.status}`);
  const warnings = /build encountered \d+ warnings?/i.exec(`${result.stdout}\n${result.stderr}`);
  if (warnings) throw new Error(`next build printed warnings (${warnings[0]}); see its output above`);
  stampBuild(process.cwd(), distDir, fingerprint);
}

/**
 * buildApp, unless `env.NEXT_DIST_DIR` already holds a build of these very sources and build-time settings
 * (`npm start`'s rule) or `force` is set: the audit after the e2e tests, and the bench, reuse their build.
 * Returns whether it built.
 */
export function buildIfNeeded(env: NodeJS.ProcessEnv, { force = false } = {}): boolean {
  if (!force && env.NEXT_DIST_DIR && buildIsCurrent(process.cwd(), env.NEXT_DIST_DIR, env)) return false;
  buildApp(env);
  return true;
}

/**
 * Starts the production server (scripts/serve.ts compiled, as `npm start` runs it: `node` on JavaScript), sending its
 * output to a log file the tests can read, and waits until it answers.
 */
export async function startApp(env: NodeJS.ProcessEnv, port: number, logFile: string, { ready = (status: number): boolean => status === 200 } = {}) {
  mkdirSync(path.dirname(logFile), { recursive: true });
  const serverDir = serverDistDir(env.NEXT_DIST_DIR);
  await compileServer(serverDir);
  // The server writes its log straight into the file: through a pipe, a runner busy with its own work (a load
  // generator, a browser) would leave the pipe full and block the server's every write, stalling its requests.
  const log = openSync(logFile, "w");
  const child = spawn(process.execPath, [compiledEntry("serve", serverDir)], {
    env: { ...env, NODE_ENV: "production", NODE_OPTIONS: serveNodeOptions(env.NODE_OPTIONS), PORT: String(port), HOSTNAME: "127.0.0.1" },
    stdio: ["ignore", log, log],
  });
  closeSync(log);
  const url = `http://127.0.0.1:${port}`;
  /** How the process ended: its exit code, or the signal that killed it. */
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited;
  };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}; see ${logFile}`);
    const ok = await fetch(`${url}/api/health`).then(
      (r) => ready(r.status),
      () => false,
    );
    if (ok) return { url, pid: child.pid ?? 0, stop, exited, kill: (signal: NodeJS.Signals) => child.kill(signal) };
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill("SIGKILL");
  throw new Error(`the server did not answer within 60 s; see ${logFile}`);
}
