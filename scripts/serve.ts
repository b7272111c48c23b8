// The shop's HTTP server: Next.js's request handler behind a Node server of
// ours (Next's documented custom-server pattern), because route handlers never
// see the socket. For every request it resolves the client's address from the
// socket and the trusted proxies (TRUSTED_PROXY_HOPS) into the one header the
// app reads, adds the security headers, and answers oversized requests with a
// status instead of a reset connection (lingering close for early answers). `npm start` and the tests serve through it.
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { Socket } from "node:net";
import path from "node:path";

import next, { type NextConfig } from "next";

import { envSchema, parseEnv } from "@/lib/env-schema";
import { resolveClientHeaders, SERVER_MARK } from "@/lib/http/client-address";
import { databaseOutageRecent, OUTAGE_RETRY_AFTER_SECONDS } from "@/lib/http/database-outage";
import { KEEP_ALIVE_TIMEOUT_MS } from "@/lib/http/keep-alive";
import { lingerAfterEarlyAnswer } from "@/lib/http/linger";
import { applyPagePolicy } from "@/lib/http/page-policy";
import { loadPrecompressedStatic } from "@/lib/http/precompressed-static";
import { contentSecurityPolicy, EARLY_ANSWER_HEADERS, securityHeaders, strictScripts } from "@/lib/http/security-headers";
import { log, requestContext } from "@/lib/log";
import { observeRequest } from "@/lib/metrics/http-metrics";
import { configOrExit } from "@/lib/ops/config-or-exit";
import { loadDotenv } from "@/lib/ops/load-dotenv";
import { runShutdownHooks } from "@/lib/ops/shutdown-hooks";
import { defaultSiteUrlToPort } from "@/lib/site-schema";

/** Node's default header budget, stated: the request line and headers together. */
const MAX_HEADER_BYTES = 16 * 1024;
/** The build's own files (scripts, style sheets): never HTML. */
const STATIC_FILES_PREFIX = "/_next/static/";
/** Longer URLs get 414 even when the headers fit. */
const MAX_URL_BYTES = 8 * 1024;
/** A SIGTERM ends the process within this, whatever hangs (systemd's TimeoutStopSec, 35 s, leaves a margin). */
const SHUTDOWN_DEADLINE_MS = 30_000;
/** Requests in flight get this long to finish; then their connections are cut, and the workers get the rest. */
const DRAIN_MS = 20_000;

const dev = process.argv.includes("--dev");
Object.assign(process.env, { NODE_ENV: dev ? "development" : "production" });
loadDotenv();
const env = configOrExit(() => parseEnv(envSchema, process.env));
// `npm run dev` builds as it serves; `npm start` has set it before its build already.
defaultSiteUrlToPort(process.env, env.PORT);
const hostname = process.env.HOSTNAME || undefined;
const headerOptions = {
  dev,
  paypalEnv: env.PAYPAL_ENV,
  paypalSdkUrl: env.PAYPAL_SDK_URL,
  discordOauthBase: env.DISCORD_CLIENT_ID ? env.DISCORD_OAUTH_BASE : undefined,
};
let unresolvedWarned = false;

(globalThis as Record<symbol, unknown>)[SERVER_MARK] = true;
const app = next({ dev, dir: process.cwd(), hostname, port: env.PORT, ...(dev ? {} : { conf: builtConfig() }) });
const handle = app.getRequestHandler();
/** The build's Brotli copies of its scripts and style sheets (lib/http/precompressed-static.ts); a dev server has none. */
const precompressed = dev ? undefined : loadPrecompressedStatic(distDir());
if (precompressed?.stale.length) log.warn("Brotli copies that no longer match their files; Next serves those files", { files: precompressed.stale });

/** The build's folder, by next.config.ts's rule. */
function distDir(): string {
  return path.resolve(process.env.NEXT_DIST_DIR ?? ".next");
}

/**
 * In production, the configuration the build wrote (`required-server-files.json`), as Next's own standalone server
 * passes it: otherwise Next compiles next.config.ts again at start with its SWC binding, which then stays loaded in
 * the serving process (25 MB of resident memory) for nothing. Its folder follows next.config.ts's rule.
 */
function builtConfig(): NextConfig {
  const file = path.join(distDir(), "required-server-files.json");
  const { config } = JSON.parse(readFileSync(file, "utf8")) as { config: NextConfig };
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(config);
  return config;
}

function plain(res: ServerResponse, status: number, message: string) {
  res.writeHead(status, { ...EARLY_ANSWER_HEADERS, "Content-Type": "text/plain; charset=utf-8", Connection: "close" });
  res.end(`${message}\n`);
}

function prepare(req: IncomingMessage, res: ServerResponse, pathname: string): boolean {
  if (Buffer.byteLength(req.url ?? "") > MAX_URL_BYTES) {
    plain(res, 414, "URI Too Long");
    return false;
  }
  const { address, https } = resolveClientHeaders(req.headers, {
    socketAddress: req.socket.remoteAddress,
    encrypted: Boolean((req.socket as Socket & { encrypted?: boolean }).encrypted),
    trustedHops: env.TRUSTED_PROXY_HOPS,
  });
  if (!address && !unresolvedWarned) {
    unresolvedWarned = true;
    log.warn("client address not resolvable: check TRUSTED_PROXY_HOPS against the proxies in front", { hops: env.TRUSTED_PROXY_HOPS });
  }
  for (const [name, value] of Object.entries(securityHeaders(pathname, headerOptions, https))) res.setHeader(name, value);
  if (!pathname.startsWith("/api/")) answerOutagesWith503(res);
  // Pages get the inline scripts they need allowed, by nonce or by hash (lib/http/page-policy.ts); the build's files and
  // the API's answers keep the policy that allows none.
  if (strictScripts(pathname, headerOptions) && !pathname.startsWith("/api/") && !pathname.startsWith(STATIC_FILES_PREFIX)) {
    applyPagePolicy(
      req,
      res,
      (allowance) => contentSecurityPolicy(pathname, headerOptions, https, allowance),
      (unknown) => log.warn("a page holds inline scripts Next did not write; its policy blocks them", { path: pathname, scripts: unknown }),
    );
  }
  return true;
}

/**
 * A page that failed because the database is unreachable gets 503 with
 * Retry-After (and the error page), not 500: nothing is wrong with the
 * request, and a balancer or crawler should come back. API routes map the
 * same errors themselves (lib/api/errors.ts). Node sends every status
 * through writeHead, also the implicit one of a first write.
 */
function answerOutagesWith503(res: ServerResponse) {
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, statusCode: number, ...rest: unknown[]) {
    if (statusCode === 500 && databaseOutageRecent()) {
      this.setHeader("Retry-After", String(OUTAGE_RETRY_AFTER_SECONDS));
      this.setHeader("Cache-Control", "no-store");
      return (writeHead as (...args: unknown[]) => ServerResponse).call(this, 503, ...rest);
    }
    return (writeHead as (...args: unknown[]) => ServerResponse).call(this, statusCode, ...rest);
  } as typeof res.writeHead;
}

await app.prepare();
let shuttingDown = false;
const server = createServer({ maxHeaderSize: MAX_HEADER_BYTES }, (req, res) => {
  const started = process.hrtime.bigint();
  const pathname = (req.url ?? "/").split("?")[0] ?? "/";
  // Every line the app logs for this request carries its id (lib/log.ts), and so does the answer, for a support request.
  const requestId = randomUUID();
  res.setHeader("X-Request-Id", requestId);
  // Metrics and the access line per route pattern (lib/metrics/route-label.ts), never the raw path and its query.
  res.once("close", () => {
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const route = observeRequest({ pathname, method: req.method ?? "", status: res.statusCode, seconds });
    log.info("request", { method: req.method, route, status: res.statusCode, ms: Math.round(seconds * 1000), requestId });
  });
  // An early answer (413, 429) to a client still sending its body reaches it instead of a reset (lib/http/linger.ts).
  lingerAfterEarlyAnswer(req, res);
  // While shutting down, a keep-alive client is told to open its next connection elsewhere.
  if (shuttingDown) res.setHeader("Connection", "close");
  if (!prepare(req, res, pathname)) return;
  if (precompressed?.serve(req, res, pathname)) return;
  requestContext.run({ requestId }, () => void handle(req, res));
});
// Idle connections outlast nginx's (lib/http/keep-alive.ts): a request sent on a connection just closed would fail.
server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
// A request Node cannot parse gets an HTTP answer, not a reset: 431 for headers (or a URL) over the budget, 400 otherwise.
server.on("clientError", (error: NodeJS.ErrnoException, socket: Socket) => {
  if (!socket.writable) return socket.destroy();
  const status = error.code === "HPE_HEADER_OVERFLOW" ? "431 Request Header Fields Too Large" : "400 Bad Request";
  const headers = Object.entries(EARLY_ANSWER_HEADERS).map(([name, value]) => `${name}: ${value}\r\n`);
  socket.end(`HTTP/1.1 ${status}\r\n${headers.join("")}Connection: close\r\nContent-Length: 0\r\n\r\n`);
});
// A port already taken (or not ours to bind) ends the process: it would otherwise run its workers without serving.
server.once("error", (error: NodeJS.ErrnoException) => {
  log.error("cannot listen", { code: error.code, port: env.PORT });
  process.exit(1);
});
server.listen(env.PORT, hostname, () => {
  log.info("serving", {
    url: `http://${hostname ?? "localhost"}:${env.PORT}`,
    dev,
    trustedProxyHops: env.TRUSTED_PROXY_HOPS,
    brotliFiles: precompressed?.size ?? 0,
  });
});
/**
 * SIGTERM (systemd stop, a deploy) or SIGINT: stop accepting connections, let
 * the requests in flight finish (up to DRAIN_MS), closing keep-alive
 * connections as soon as they are idle, then stop the app's background
 * workers (the hooks it registered, lib/ops/shutdown-hooks.ts) and exit 0.
 * Whatever still hangs at SHUTDOWN_DEADLINE_MS ends with exit code 1.
 */
async function shutdown(signal: string) {
  if (shuttingDown) return;
  shuttingDown = true;
  log.info("shutting down: finishing requests in flight", { signal });
  setTimeout(() => {
    log.error("shutdown took too long; exiting", { signal, deadlineMs: SHUTDOWN_DEADLINE_MS });
    process.exit(1);
  }, SHUTDOWN_DEADLINE_MS).unref();
  const drained = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  const sweep = setInterval(() => server.closeIdleConnections(), 100);
  const cut = setTimeout(() => {
    log.warn("requests still in flight after the drain period; closing their connections", { signal, drainMs: DRAIN_MS });
    server.closeAllConnections();
  }, DRAIN_MS);
  await drained;
  clearInterval(sweep);
  clearTimeout(cut);
  await runShutdownHooks();
  log.info("stopped", { signal });
  process.exit(0);
}
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => void shutdown(signal));
