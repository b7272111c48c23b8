import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { createServer, request as httpRequest, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";

import { expect } from "@playwright/test";

import { jdkTools } from "../../support/jdk";

/** What the reference client's command line printed (stdout and stderr) and how it exited: 0 OK, 1 ERROR, 2 REFUSED. */
export type JavaRun = { status: number | null; out: string };

/** The reference client (clients/java) compiled for Java 8 into a scratch folder, with the shop's JWKS saved beside it. */
export type JavaClient = {
  work: string;
  jwks: string;
  run: (args: string[], env?: Record<string, string>) => Promise<JavaRun>;
};

function runProcess(command: string, args: string[], env: Record<string, string> = {}): Promise<JavaRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: { ...process.env, ...env } });
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.once("error", reject);
    child.once("close", (status) => resolve({ status, out: out.trim() }));
  });
}

/** Compiles clients/java with javac --release 8 (warnings are errors) and pins the JWKS `shop` publishes. */
export async function compileJavaClient(shop: string): Promise<JavaClient> {
  const { javac, java } = jdkTools();
  const work = mkdtempSync(path.join(os.tmpdir(), "java-client-"));
  const classes = path.join(work, "classes");
  const sources = readdirSync("clients/java/shop/license").map((file) => path.join("clients/java/shop/license", file));
  const compiled = await runProcess(javac, ["--release", "8", "-Xlint:all", "-Werror", "-d", classes, ...sources]);
  expect(compiled.status, compiled.out).toBe(0);
  const jwks = path.join(work, "jwks.json");
  const published = await fetch(`${shop}/.well-known/jwks.json`);
  expect(published.status).toBe(200);
  writeFileSync(jwks, await published.text());
  return { work, jwks, run: (args, env) => runProcess(java, ["-cp", classes, "shop.license.LicenseClient", ...args], env) };
}

/** An HTTP server on a free loopback port, for a test to play a proxy or a server of its own; close it after the test. */
export async function listen(handler: (req: IncomingMessage, res: ServerResponse) => void | Promise<void>): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => void handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

export type Upstream = { status: number; headers: IncomingHttpHeaders; body: Buffer };

/** Forwards a request to the app on `port` as it came (Host included, as a reverse proxy would) and returns its answer. */
export function forward(req: IncomingMessage, port: number): Promise<Upstream> {
  return new Promise((resolve, reject) => {
    const upstream = httpRequest({ host: "127.0.0.1", port, path: req.url, method: req.method, headers: req.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 502, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    upstream.once("error", reject);
    req.pipe(upstream);
  });
}

/** Sends an upstream answer on, with its length recomputed (a test may have changed the body). */
export function reply(res: ServerResponse, answer: Upstream) {
  const headers = Object.fromEntries(
    Object.entries(answer.headers).filter(([name]) => !["content-length", "transfer-encoding", "connection", "keep-alive"].includes(name)),
  ) as Record<string, string | string[]>;
  res.writeHead(answer.status, { ...headers, "content-length": String(answer.body.length) });
  res.end(answer.body);
}
