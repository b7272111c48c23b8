import { spawn, spawnSync } from "node:child_process";
import { createWriteStream, mkdirSync } from "node:fs";
import path from "node:path";

export const NEXT_BIN = path.resolve("node_modules/next/dist/bin/next");

/** `next build` into its own folder, so it never replaces the build `npm start` serves. */
export function buildApp(env: NodeJS.ProcessEnv) {
  const result = spawnSync(process.execPath, [NEXT_BIN, "build"], { stdio: "inherit", env: { ...env, NODE_ENV: "production" } });
  if (result.status !== 0) throw new Error(`next build failed with exit code ${result.status}`);
}

/** Starts `next start`, sending its output to a log file the tests can read, and waits until it answers. */
export async function startApp(env: NodeJS.ProcessEnv, port: number, logFile: string) {
  mkdirSync(path.dirname(logFile), { recursive: true });
  const log = createWriteStream(logFile);
  const child = spawn(process.execPath, [NEXT_BIN, "start", "--port", String(port), "--hostname", "127.0.0.1"], {
    env: { ...env, NODE_ENV: "production" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`next start exited with ${child.exitCode}; see ${logFile}`);
    const ok = await fetch(`${url}/api/health`).then((r) => r.ok, () => false);
    if (ok) return { url, stop: () => new Promise<void>((resolve) => { child.once("exit", () => resolve()); child.kill("SIGTERM"); }) };
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill("SIGKILL");
  throw new Error(`next start did not answer within 60 s; see ${logFile}`);
}
