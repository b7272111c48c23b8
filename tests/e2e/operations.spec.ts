import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { Agent, request as httpRequest } from "node:http";
import os from "node:os";
import path from "node:path";

import { RESEND_DEMO } from "@/lib/content/delivery";
import { DOWNLOAD_PAGE } from "@/lib/content/download";
import { KEEP_ALIVE_TIMEOUT_MS } from "@/lib/http/keep-alive";
import { migrate } from "@/lib/ops/migrate";

import { serverDistDir, startApp } from "@/scripts/support/next-server";

import { E2E_PORT, E2E_PUBLIC_URL } from "../../playwright.config";
import { compiledEntry } from "../../scripts/compile-server.mjs";
import { SERVE_HEAP_OPTION } from "../../scripts/serve-node-options";
import { createTestDatabase, defaultKind, type TestDatabase } from "../support/test-databases";
import { rawRequest } from "./support/raw-request";
import { testServerEnv } from "./support/server-env";
import { fixture, newPlayer, purchaseOverApi } from "./support/shop";
import { expect, test } from "./support/test";

/**
 * The health endpoints, the metrics endpoint and a graceful
 * shutdown, on a production server of its own (the shutdown ends it).
 */
const port = E2E_PORT + 10;
const url = (p: string) => `http://127.0.0.1:${port}${p}`;
const METRICS_TOKEN = "e2e-metrics-token-0123456789abcdef0123456789";
test.describe.configure({ mode: "serial" });

let db: TestDatabase;
let server: Awaited<ReturnType<typeof startApp>>;
let env: NodeJS.ProcessEnv;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  db = await createTestDatabase(defaultKind(), "e2e_ops");
  await migrate(db.target);
  // Wired to the simulators like the main server: the demo-mode resend test buys a license on it.
  env = testServerEnv(fixture.simulatorsUrl, {
    ...db.env,
    TRUSTED_PROXY_HOPS: "0",
    METRICS_TOKEN,
    SMTP_URL: "",
    AUTH_SECRET: "e2e-ops-auth-secret-0123456789abcdef0123456",
    DOWNLOAD_TOKEN_SECRET: "e2e-ops-download-secret-0123456789abcdef",
  });
  server = await startApp(env, port, path.resolve(".e2e/operations-server.log"));
});
test.afterAll(async () => {
  await server?.stop();
  await db?.drop();
});

test("live answers without touching anything; ready checks the database, the migrations and the workers", async () => {
  const live = await rawRequest(url("/api/health/live"));
  expect(live.status).toBe(200);
  expect(JSON.parse(live.body)).toEqual({ status: "ok" });

  const ready = await rawRequest(url("/api/health/ready"));
  expect(ready.status).toBe(200);
  expect(JSON.parse(ready.body)).toEqual({ status: "ok", database: "ok", migrations: "ok", jobs: "running" });
  expect(ready.headers["cache-control"]).toBe("no-store");
});

test("an idle keep-alive connection stays open 75 s, longer than nginx keeps its own (a reused one is never cut under a request)", async () => {
  const answer = await rawRequest(url("/api/health/live"), { headers: { connection: "keep-alive" } });
  expect(answer.status).toBe(200);
  expect(answer.headers["keep-alive"]).toBe(`timeout=${KEEP_ALIVE_TIMEOUT_MS / 1000}`);
});

test("metrics need the bearer token, and label requests by route pattern, not by path", async () => {
  for (const authorization of [undefined, "Bearer wrong-token", `Basic ${METRICS_TOKEN}`]) {
    const refused = await rawRequest(url("/api/metrics"), { headers: authorization ? { authorization } : {} });
    expect(refused.status, `with ${authorization ?? "no Authorization"}`).toBe(404);
  }

  await rawRequest(url("/api/license/verify?uuid=069a79f444e94726a5befca90e38aaf5"));
  for (let i = 0; i < 3; i += 1) await rawRequest(url(`/no/such/page-${i}-${Date.now()}`));
  const scraped = await rawRequest(url("/api/metrics"), { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  expect(scraped.status).toBe(200);
  expect(scraped.headers["content-type"]).toContain("text/plain");
  const text = scraped.body;
  expect(text).toMatch(/shop_http_requests_total\{route="\/api\/license\/verify",method="GET",status="2xx"\} 1\b/);
  // A path no route serves is counted under the catch-all that answers it (lib/metrics/route-label.ts), one label for all.
  expect(text).toMatch(/shop_http_requests_total\{route="\/\[\.\.\.missing\]",method="GET",status="4xx"\} 3\b/);
  expect(text).not.toContain("/no/such/page");
  expect(text).toMatch(/shop_http_request_duration_seconds_count\{route="\/api\/license\/verify"\} 1\b/);
  expect(text).toMatch(/shop_license_checks_total\{outcome="unknown"\} 1\b/);
  expect(text).toMatch(/shop_outbox_messages\{status="pending"\} 0\b/);
  expect(text).toMatch(/shop_outbox_messages\{status="failed"\} 0\b/);
  // The process's own figures, what an operator watches for a leak: resident memory and the V8 heap.
  expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
  expect(text).toMatch(/^nodejs_heap_size_used_bytes \d+/m);
});

test("the server is node on compiled JavaScript with its heap cap: no TypeScript loader, esbuild or SWC binding in it", async () => {
  const { pid } = server;
  const args = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").filter(Boolean);
  expect(args).toEqual([process.execPath, compiledEntry("serve", serverDistDir(env.NEXT_DIST_DIR))]);
  const nodeOptions = readFileSync(`/proc/${pid}/environ`, "utf8")
    .split("\0")
    .find((entry) => entry.startsWith("NODE_OPTIONS="));
  expect(nodeOptions).toContain(SERVE_HEAP_OPTION);
  expect(nodeOptions).not.toMatch(/tsx|--import|--require|--loader/);
  // Every file mapped into the process: none of a compiler.
  const mapped = readFileSync(`/proc/${pid}/maps`, "utf8");
  expect(mapped).toContain("/node");
  expect(mapped).not.toMatch(/esbuild|next-swc|tsx/);
  // No process of its own beside it (tsx ran esbuild as a service process).
  const children = readdirSync("/proc")
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        return readFileSync(`/proc/${entry}/stat`, "utf8").split(") ")[1]?.split(" ")[1] === String(pid);
      } catch {
        return false;
      }
    });
  expect(children).toEqual([]);
});

test("a second server on a port already taken exits 1 at once, instead of running its workers without serving", async () => {
  test.setTimeout(60_000);
  // Its own empty database: the running server's embedded one belongs to that process.
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "e2e-ops-second-"));
  const log = path.resolve(".e2e/operations-second-server.log");
  try {
    // Never "ready": the port answers, but from the first server; only the second one's exit ends the wait.
    await expect(startApp({ ...env, DATABASE_URL: "", DATA_DIR: dataDir }, port, log, { ready: () => false })).rejects.toThrow("the server exited with 1");
    const lines = readFileSync(log, "utf8")
      .split("\n")
      .filter((line) => line.startsWith("{"))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines).toContainEqual(expect.objectContaining({ level: "error", msg: "cannot listen", code: "EADDRINUSE" }));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  expect((await rawRequest(url("/api/health/live"))).status).toBe(200);
});

test("with no mail server in demo mode, the resend page shows working download links instead of claiming a mail was sent", async ({ page, playwright }) => {
  const api = await playwright.request.newContext({ baseURL: url("") });
  const buyer = await newPlayer();
  await purchaseOverApi(api, buyer);
  await api.dispose();

  await page.goto(url("/download/resend"));
  await page.getByLabel("Email address").fill(buyer.email);
  await page.getByRole("button", { name: "Send me a new link" }).click();
  await expect(page.locator("form").getByRole("status")).toHaveText(RESEND_DEMO.message);
  await expect(page.getByText(/we have sent/i)).toHaveCount(0);
  // The link is the shop's public address (as in the e-mail); this server is reached on its own port.
  const href = await page.getByRole("link", { name: RESEND_DEMO.linkLabel(buyer.username) }).getAttribute("href");
  const link = new URL(href ?? "");
  expect(link.origin).toBe(E2E_PUBLIC_URL);
  await page.goto(url(`${link.pathname}${link.search}`));
  await expect(page.getByText(DOWNLOAD_PAGE.ready.subtitle(buyer.username))).toBeVisible();
});

test("SIGTERM: a request in flight still completes, idle keep-alive connections do not hold the process, it exits 0 within 30 s", async () => {
  test.setTimeout(60_000);
  // An idle keep-alive connection, as a browser or nginx keeps them.
  const keepAlive = new Agent({ keepAlive: true, maxSockets: 1 });
  expect((await get(url("/api/health/live"), keepAlive)).status).toBe(200);

  // A request whose body is still arriving when the signal comes.
  const slow = slowPost(url("/api/affiliate/signup"), ['{"name":"Slow Client",', '"email":"slow-client@example.com"}']);
  await slow.started;
  const signalled = Date.now();
  process.kill(server.pid, "SIGTERM");
  // The server stops taking new connections while the slow request is still in flight; only then does its body end.
  await expect
    .poll(
      () =>
        fetch(url("/api/health/live")).then(
          () => "accepting",
          () => "refused",
        ),
      { timeout: 10_000 },
    )
    .toBe("refused");
  slow.finish();
  const answer = await slow.answer;
  expect(answer.status).toBe(201);
  expect(JSON.parse(answer.body)).toMatchObject({ success: true });

  const { code, signal } = await server.exited;
  const took = Date.now() - signalled;
  console.log(`SIGTERM to exit: ${took} ms (a request in flight until the server refused new connections)`);
  expect({ code, signal }).toEqual({ code: 0, signal: null });
  expect(took).toBeLessThan(30_000);
  // Nothing waited on the idle connection's keep-alive timeout.
  expect(took).toBeLessThan(10_000);
  keepAlive.destroy();
});

function get(target: string, agent: Agent): Promise<{ status: number }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(target, { agent }, (res) => {
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode ?? 0 }));
    });
    req.on("error", reject);
    req.end();
  });
}

/** A POST sent in two parts: the first at once, the second when `finish()` is called. */
function slowPost(target: string, [first, rest]: [string, string]) {
  const { hostname, port: targetPort, pathname } = new URL(target);
  let finish = () => {};
  let started = () => {};
  const startedPromise = new Promise<void>((resolve) => (started = resolve));
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = httpRequest(
      {
        host: hostname,
        port: targetPort,
        path: pathname,
        method: "POST",
        agent: false,
        headers: { "content-type": "application/json", origin: `http://${hostname}:${targetPort}`, "content-length": String(Buffer.byteLength(first + rest)) },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on("error", reject);
    req.write(first, () => setTimeout(started, 300));
    finish = () => req.end(rest);
  });
  return { started: startedPromise, answer, finish: () => finish() };
}
