import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { hashInlineScripts } from "@/lib/http/inline-scripts";
import { applyPagePolicy } from "@/lib/http/page-policy";

/** The gzip middleware Next's server installs on each request it handles (next/dist/server/lib/router-server.js). */
const compression = createRequire(import.meta.url)("next/dist/compiled/compression") as () => (
  req: IncomingMessage,
  res: ServerResponse,
  next: () => void,
) => void;

const FLIGHT = 'self.__next_f.push([1,"page data"])';
/** Over compression's 1 KB threshold, so the whole answer is gzipped as Next's are. */
const PAGE = `<!DOCTYPE html><html><body><p>${"x".repeat(2048)}</p><script>${FLIGHT}</script></body></html>`;
const HASHES = hashInlineScripts(PAGE).hashes;

/** The policy under test: what script-src allows, so each answer shows which case it took. */
const policy = ({ nonce, hashes = [] }: { nonce?: string; hashes?: readonly string[] }) => `script-src 'self' 'nonce-${nonce}' ${hashes.join(" ")}`.trim();

let server: Server;
let base: string;
const seen: { nonce?: string }[] = [];

/** Next's part, as far as the policy cares: its gzip middleware installed inside the handler, then a whole or streamed page. */
function next(req: IncomingMessage, res: ServerResponse) {
  seen.push({ nonce: /'nonce-([^']+)'/.exec(String(req.headers["content-security-policy"]))?.[1] });
  compression()(req, res, () => {});
  const url = new URL(req.url ?? "/", "http://x");
  const etag = url.searchParams.get("etag") ?? '"page-1"';
  setTimeout(() => {
    if (url.pathname === "/streamed") {
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      res.write(PAGE.slice(0, 100));
      res.end(PAGE.slice(100));
    } else if (url.pathname === "/data") {
      res.setHeader("Content-Type", "application/json");
      res.end("{}");
    } else {
      res.setHeader("ETag", etag);
      if (req.headers["if-none-match"] === etag) {
        res.statusCode = 304;
        res.end();
        return;
      }
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      res.setHeader("Content-Length", Buffer.byteLength(PAGE));
      res.end(req.method === "HEAD" ? null : PAGE);
    }
  }, 1);
}

beforeAll(async () => {
  server = createServer((req, res) => {
    applyPagePolicy(req, res, policy);
    next(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const fetchPage = (path: string, init: RequestInit = {}) => fetch(`${base}${path}`, { ...init, headers: { "accept-encoding": "gzip", ...init.headers } });

describe("applyPagePolicy", () => {
  it("names the hashes of a page sent whole, read before Next's gzip middleware compresses it", async () => {
    const res = await fetchPage("/page?etag=%22whole%22");
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect(await res.text()).toBe(PAGE);
    const nonce = seen.at(-1)?.nonce;
    expect(res.headers.get("content-security-policy")).toBe(`script-src 'self' 'nonce-${nonce}' ${HASHES.join(" ")}`);
  });

  it("names only the request's nonce, which Next marks its scripts with, on a streamed page", async () => {
    const res = await fetchPage("/streamed", { headers: { "content-security-policy": "script-src 'nonce-chosenbytheclient'" } });
    expect(await res.text()).toBe(PAGE);
    const nonce = seen.at(-1)?.nonce;
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(res.headers.get("content-security-policy")).toBe(`script-src 'self' 'nonce-${nonce}'`);
  });

  it("gives every request its own nonce", async () => {
    await fetchPage("/streamed");
    await fetchPage("/streamed");
    expect(seen.at(-1)?.nonce).not.toBe(seen.at(-2)?.nonce);
  });

  it("answers a HEAD with the hashes of the body it names once that body was sent, and no hashes before", async () => {
    const before = await fetchPage("/page?etag=%22head%22", { method: "HEAD" });
    expect(before.headers.get("content-security-policy")).not.toContain("sha256-");
    await (await fetchPage("/page?etag=%22head%22")).text();
    const after = await fetchPage("/page?etag=%22head%22", { method: "HEAD" });
    expect(after.headers.get("content-security-policy")).toContain(HASHES.join(" "));
  });

  it("sends no policy with a 304 for a body it has not seen, so the browser keeps the one stored with it", async () => {
    const unseen = await fetchPage("/page?etag=%22unseen%22", { headers: { "if-none-match": '"unseen"' } });
    expect(unseen.status).toBe(304);
    expect(unseen.headers.get("content-security-policy")).toBeNull();
    await (await fetchPage("/page?etag=%22seen%22")).text();
    const seenBefore = await fetchPage("/page?etag=%22seen%22", { headers: { "if-none-match": '"seen"' } });
    expect(seenBefore.status).toBe(304);
    expect(seenBefore.headers.get("content-security-policy")).toContain(HASHES.join(" "));
  });

  it("leaves answers other than HTML with the nonce-only policy", async () => {
    const res = await fetchPage("/data");
    expect(res.headers.get("content-security-policy")).not.toContain("sha256-");
  });
});
