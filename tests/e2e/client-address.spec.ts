import { randomUUID } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, request as httpRequest, type Server } from "node:http";
import { connect } from "node:net";
import os from "node:os";
import path from "node:path";

import { migrate } from "@/lib/ops/migrate";

import { startApp, TEST_DIST_DIR } from "@/scripts/support/next-server";

import { E2E_PORT } from "../../playwright.config";
import { rawRequest } from "./support/raw-request";
import { fixture } from "./support/shop";
import { expect, test } from "./support/test";

/**
 * The client address is the socket's, or the one the trusted
 * proxies report; never a header the client wrote. Clients are real TCP peers
 * on different loopback addresses (127.0.0.2, 127.0.0.3, ...), so each is a
 * different client to the server as it would be on the internet.
 */
type Answer = { status: number; body: string };

/** One request on its own connection from a chosen loopback address: each address is its own TCP client. */
function send(
  port: number,
  {
    from,
    method = "GET",
    path: urlPath,
    headers = {},
    body,
  }: { from: string; method?: string; path: string; headers?: Record<string, string>; body?: unknown },
): Promise<Answer> {
  return rawRequest(`http://127.0.0.1:${port}${urlPath}`, { from, method, body, headers: { origin: `http://127.0.0.1:${port}`, ...headers } });
}

/** Sends `max` requests, each with a fresh forged X-Forwarded-For, and answers how many got through before the first 429. */
async function rotateUntilLimited(
  port: number,
  from: string,
  make: (i: number) => { method?: string; path: string; body?: unknown },
  max: number,
): Promise<number> {
  for (let i = 0; i < max; i += 1) {
    const forged = `203.0.${Math.floor(i / 250)}.${(i % 250) + 1}`;
    const answer = await send(port, { from, ...make(i), headers: { "x-forwarded-for": forged, "x-real-ip": forged } });
    if (answer.status === 429) return i;
  }
  return max;
}

/** A fresh Minecraft UUID per check: the whitelist check is also limited per UUID (30 a minute), which these tests are not about. */
const uuid = () => randomUUID().replaceAll("-", "");

test.describe("a direct client (no trusted proxy, TRUSTED_PROXY_HOPS=0)", () => {
  // One dedicated server for these tests; they run one after another on it.
  test.describe.configure({ mode: "serial" });
  const port = E2E_PORT + 2;
  let dataDir: string;
  let server: { pid: number; stop: () => Promise<void> };

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    dataDir = mkdtempSync(path.join(os.tmpdir(), "e2e-direct-"));
    await migrate({ kind: "embedded", dataDir: path.join(dataDir, "pglite") });
    const { DATABASE_URL: _url, ...base } = process.env;
    server = await startApp(
      {
        ...base,
        DATABASE_URL: "",
        DATA_DIR: dataDir,
        NEXT_DIST_DIR: TEST_DIST_DIR,
        TRUSTED_PROXY_HOPS: "0",
        AUTH_SECRET: "e2e-direct-auth-secret-0123456789abcdef0123",
        DOWNLOAD_TOKEN_SECRET: "e2e-direct-download-secret-0123456789abcdef",
      },
      port,
      path.resolve(".e2e/direct-server.log"),
    );
  });
  test.afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test("rotating X-Forwarded-For hits every limit as one client", async () => {
    const counts = {
      verify: await rotateUntilLimited(port, "127.0.0.2", () => ({ path: `/api/license/verify?uuid=${uuid()}` }), 80),
      downloadLink: await rotateUntilLimited(
        port,
        "127.0.0.2",
        () => ({ method: "POST", path: "/api/download-link", body: { email: "nobody@example.com" } }),
        20,
      ),
      affiliate: await rotateUntilLimited(port, "127.0.0.2", () => ({ method: "POST", path: "/api/affiliate/signup", body: {} }), 20),
      createOrder: await rotateUntilLimited(port, "127.0.0.2", () => ({ method: "POST", path: "/api/paypal/create-order", body: {} }), 30),
      adminLogin: await rotateUntilLimited(
        port,
        "127.0.0.2",
        (i) => ({ method: "POST", path: "/api/admin/login", body: { username: `guess_${i}`, password: "wrong password" } }),
        20,
      ),
    };
    console.log(`requests before the first 429 while rotating X-Forwarded-For: ${JSON.stringify(counts)}`);
    expect(counts).toEqual({ verify: 60, downloadLink: 5, affiliate: 5, createOrder: 10, adminLogin: 5 });

    // Another real client is its own client: not limited by the first one's requests.
    expect((await send(port, { from: "127.0.0.3", path: `/api/license/verify?uuid=${uuid()}` })).status).toBe(200);
  });

  test("a 50 MB chunked upload is refused with 413 and the server's memory barely moves", async () => {
    const before = residentBytes(server.pid);
    const upload = await chunkedUpload(port, "/api/affiliate/signup", 50 * 1024 * 1024);
    const grown = residentBytes(server.pid) - before;
    console.log(
      `50 MB chunked upload: status ${upload.status}, ${(upload.sent / 1024 / 1024).toFixed(1)} MB sent before the answer, server memory grew ${(grown / 1024 / 1024).toFixed(1)} MB`,
    );
    expect(upload.status).toBe(413);
    expect(grown).toBeLessThan(20 * 1024 * 1024);
  });
});

/** The server process's resident memory, in bytes (Linux). */
function residentBytes(pid: number): number {
  const kilobytes = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
  if (!kilobytes) throw new Error(`no VmRSS for process ${pid}`);
  return Number(kilobytes) * 1024;
}

/** Streams `total` bytes of a never-ending JSON string without Content-Length (chunked), stopping as soon as the server answers. */
function chunkedUpload(port: number, urlPath: string, total: number): Promise<{ status: number; sent: number }> {
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const req = httpRequest(
      { host: "127.0.0.1", port, method: "POST", path: urlPath, agent: false, headers: { "content-type": "application/json", "transfer-encoding": "chunked" } },
      (res) => {
        answered = true;
        resolve({ status: res.statusCode ?? 0, sent });
        req.destroy();
      },
    );
    req.on("error", (error) => (answered ? undefined : reject(error)));
    const chunk = Buffer.alloc(64 * 1024, "a");
    const pump = () => {
      while (!answered && sent < total) {
        sent += chunk.length;
        if (!req.write(sent === chunk.length ? Buffer.concat([Buffer.from('{"name":"'), chunk]) : chunk)) return void req.once("drain", pump);
      }
      if (!answered) req.end('"}');
    };
    pump();
  });
}

test.describe("behind one trusted proxy that appends (TRUSTED_PROXY_HOPS=1)", () => {
  let proxy: Server;
  let proxyPort: number;

  // A reverse proxy as nginx's `proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for` makes it: what the client sent, then the peer it saw.
  test.beforeAll(async () => {
    proxy = createServer((req, res) => {
      const seen = req.socket.remoteAddress ?? "";
      const forwarded = req.headers["x-forwarded-for"] ? `${String(req.headers["x-forwarded-for"])}, ${seen}` : seen;
      const upstream = httpRequest(
        { host: "127.0.0.1", port: E2E_PORT, method: req.method, path: req.url, headers: { ...req.headers, "x-forwarded-for": forwarded } },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      req.pipe(upstream);
    });
    await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
    proxyPort = (proxy.address() as { port: number }).port;
  });
  test.afterAll(() => new Promise<void>((resolve) => proxy.close(() => resolve())));

  test("two real clients are limited separately, and a spoofed left-most entry changes nothing", async () => {
    const spoofing = await rotateUntilLimited(proxyPort, "127.0.0.4", () => ({ path: `/api/license/verify?uuid=${uuid()}` }), 80);
    expect(spoofing).toBe(60);
    const other = await send(proxyPort, { from: "127.0.0.5", path: `/api/license/verify?uuid=${uuid()}` });
    expect(other.status).toBe(200);
    // The limited client stays limited whatever it claims to be.
    expect((await send(proxyPort, { from: "127.0.0.4", path: `/api/license/verify?uuid=${uuid()}`, headers: { "x-forwarded-for": "127.0.0.5" } })).status).toBe(
      429,
    );
  });
});

test("behind the trusted proxy, a client's own X-Forwarded-Host does not make another site's page same-origin", async () => {
  // The server drops X-Forwarded-Host (nginx sets its own); the sign-in compares the Origin with the Host.
  const forged = await rawRequest(`http://127.0.0.1:${E2E_PORT}/api/admin/login`, {
    from: "127.0.0.7",
    method: "POST",
    headers: { origin: "http://evil.example", "x-forwarded-host": "evil.example", "x-forwarded-for": "127.0.0.7" },
    body: { username: fixture.loginAdmin.username, password: "not-the-password" },
  });
  expect(forged.status).toBe(403);
  expect(JSON.parse(forged.body)).toMatchObject({ error: { code: "forbidden" } });
});

/** A request as raw bytes on its own connection, and the answer's status line and headers as the server wrote them. */
function sendBytes(port: number, bytes: string): Promise<{ status: number; headers: Record<string, string> }> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: "127.0.0.1", localAddress: "127.0.0.6" }, () => socket.end(bytes));
    let text = "";
    socket.setEncoding("latin1");
    socket.on("data", (chunk: string) => (text += chunk));
    socket.on("error", reject);
    socket.on("close", () => {
      const [statusLine = "", ...lines] = (text.split("\r\n\r\n")[0] ?? "").split("\r\n");
      const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(":")).toLowerCase(), line.slice(line.indexOf(":") + 1).trim()]));
      resolve({ status: Number(statusLine.split(" ")[1]), headers });
    });
  });
}

test("oversized URLs and headers, and unparseable requests, get an HTTP answer with the security headers, not a reset connection", async () => {
  const long = await rawRequest(`http://127.0.0.1:${E2E_PORT}/${"a".repeat(10_000)}`, { from: "127.0.0.6" });
  const huge = await rawRequest(`http://127.0.0.1:${E2E_PORT}/${"a".repeat(100_000)}`, { from: "127.0.0.6" });
  const header = await rawRequest(`http://127.0.0.1:${E2E_PORT}/`, { from: "127.0.0.6", headers: { "x-padding": "b".repeat(20_000) } });
  const garbled = await sendBytes(E2E_PORT, "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nthis is not a header\r\n\r\n");
  // The server's own early answers carry the headers every other answer does, so nothing in them is sniffed or run.
  for (const [answer, status] of [
    [long, 414],
    [huge, 431],
    [header, 431],
    [garbled, 400],
  ] as const) {
    expect(answer.status).toBe(status);
    expect(answer.headers["x-content-type-options"]).toBe("nosniff");
    expect(answer.headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
  }
});
