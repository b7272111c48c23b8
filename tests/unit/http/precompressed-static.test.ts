import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, request, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync } from "node:zlib";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { acceptsBrotli, loadPrecompressedStatic } from "@/lib/http/precompressed-static";
import { STATIC_SECURITY_HEADERS } from "@/lib/http/security-headers";
import { precompressStatic } from "@/lib/ops/precompress-static";

// The build's scripts and style sheets go out as Brotli copies made once, at build time.
const distDir = mkdtempSync(path.join(os.tmpdir(), "precompressed-"));
const chunks = path.join(distDir, "static", "chunks");
const script = `(globalThis.TURBOPACK||[]).push([${Array.from({ length: 400 }, (_, i) => `function m${i}(e){return e+${i}}`).join(",")}]);`;
const style = `.card{padding:1rem}\n${Array.from({ length: 200 }, (_, i) => `.m-${i}{margin:${i}px}`).join("\n")}`;
let server: Server;
let origin: string;
let precompressed: string[];

beforeAll(async () => {
  mkdirSync(path.join(chunks, "nested"), { recursive: true });
  mkdirSync(path.join(distDir, "static", "media"), { recursive: true });
  writeFileSync(path.join(chunks, "framework.js"), script);
  writeFileSync(path.join(chunks, "nested", "page.css"), style);
  writeFileSync(path.join(chunks, "tiny.js"), "self.x=1;");
  writeFileSync(path.join(distDir, "static", "media", "font.woff2"), Buffer.alloc(4096, 7));
  precompressed = precompressStatic(distDir);

  const responder = loadPrecompressedStatic(distDir);
  server = createServer((req, res) => {
    if (responder.serve(req, res, (req.url ?? "/").split("?")[0] ?? "/")) return;
    res.writeHead(299, { "Content-Type": "text/plain" }).end("next");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(distDir, { recursive: true, force: true });
});

/** A raw request: Node's fetch would add its own Accept-Encoding and decode the body. */
function get(pathname: string, headers: Record<string, string> = {}, method = "GET") {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = request(`${origin}${pathname}`, { method, headers }, (res) => {
      const parts: Buffer[] = [];
      res.on("data", (part: Buffer) => parts.push(part));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("precompressStatic", () => {
  it("writes a Brotli copy of every script and style sheet of 1 KiB or more, holding the same bytes, and nothing else", () => {
    expect(precompressed.sort()).toEqual([path.join("chunks", "framework.js"), path.join("chunks", "nested", "page.css")]);
    expect(brotliDecompressSync(readFileSync(path.join(chunks, "framework.js.br"))).toString()).toBe(script);
    expect(brotliDecompressSync(readFileSync(path.join(chunks, "nested", "page.css.br"))).toString()).toBe(style);
    expect(readFileSync(path.join(chunks, "framework.js.br")).length).toBeLessThan(script.length / 4);
    // A tiny script and a font (compressed already) get no copy.
    expect(readdirSync(chunks).sort()).toEqual(["framework.js", "framework.js.br", "nested", "tiny.js"]);
    expect(readdirSync(path.join(distDir, "static", "media"))).toEqual(["font.woff2"]);
  });
});

describe("acceptsBrotli", () => {
  it.each([
    ["gzip, deflate, br, zstd", true],
    ["br;q=0.5", true],
    ["gzip, *", true],
    ["BR", true],
    ["gzip, deflate", false],
    ["br;q=0", false],
    ["*, br;q=0", false],
    ["*;q=0", false],
    ["br;q=nonsense", false],
    ["", false],
    [undefined, false],
  ])("%s: %s", (header, accepted) => {
    expect(acceptsBrotli(header)).toBe(accepted);
  });
});

describe("loadPrecompressedStatic", () => {
  it("sends a browser that accepts Brotli the copy, with the type, immutable caching, Vary and the security headers", async () => {
    const res = await get("/_next/static/chunks/framework.js?dpl=1", { "Accept-Encoding": "gzip, deflate, br, zstd" });

    expect(res.status).toBe(200);
    expect(brotliDecompressSync(res.body).toString()).toBe(script);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-type"]).toBe("application/javascript; charset=UTF-8");
    expect(res.headers["content-length"]).toBe(String(res.body.length));
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.headers.vary).toBe("Accept-Encoding");
    expect(res.headers.etag).toMatch(/^"br-[\w-]{27}"$/);
    for (const [name, value] of Object.entries(STATIC_SECURITY_HEADERS)) expect(res.headers[name.toLowerCase()]).toBe(value);

    const css = await get("/_next/static/chunks/nested/page.css", { "Accept-Encoding": "br" });
    expect(css.headers["content-type"]).toBe("text/css; charset=UTF-8");
    expect(brotliDecompressSync(css.body).toString()).toBe(style);
  });

  it("answers HEAD with the headers alone, and a copy the client holds (If-None-Match) with 304", async () => {
    const full = await get("/_next/static/chunks/framework.js", { "Accept-Encoding": "br" });
    const head = await get("/_next/static/chunks/framework.js", { "Accept-Encoding": "br" }, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers["content-length"]).toBe(full.headers["content-length"]);

    const cached = await get("/_next/static/chunks/framework.js", { "Accept-Encoding": "br", "If-None-Match": String(full.headers.etag) });
    expect(cached.status).toBe(304);
    expect(cached.body.length).toBe(0);
    expect(cached.headers.etag).toBe(full.headers.etag);
  });

  it("leaves to Next a client without Brotli, a range, another method, a file with no copy and any other path", async () => {
    const cases: [string, Record<string, string>, string][] = [
      ["/_next/static/chunks/framework.js", { "Accept-Encoding": "gzip" }, "GET"],
      ["/_next/static/chunks/framework.js", {}, "GET"],
      ["/_next/static/chunks/framework.js", { "Accept-Encoding": "br;q=0, gzip" }, "GET"],
      ["/_next/static/chunks/framework.js", { "Accept-Encoding": "br", Range: "bytes=0-10" }, "GET"],
      ["/_next/static/chunks/framework.js", { "Accept-Encoding": "br" }, "POST"],
      ["/_next/static/chunks/tiny.js", { "Accept-Encoding": "br" }, "GET"],
      ["/_next/static/chunks/framework.js.br", { "Accept-Encoding": "br" }, "GET"],
      ["/_next/static/chunks/framework%2Ejs", { "Accept-Encoding": "br" }, "GET"],
      ["/_next/static/media/font.woff2", { "Accept-Encoding": "br" }, "GET"],
      ["/terms", { "Accept-Encoding": "br" }, "GET"],
    ];
    for (const [pathname, headers, method] of cases) {
      const res = await get(pathname, headers, method);
      expect(res.status, `${method} ${pathname} ${JSON.stringify(headers)}`).toBe(299);
      expect(res.body.toString()).toBe("next");
    }
  });

  it("refuses a copy that no longer holds its file's bytes, so every client runs the same code", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "precompressed-stale-"));
    try {
      mkdirSync(path.join(dir, "static", "chunks"), { recursive: true });
      writeFileSync(path.join(dir, "static", "chunks", "framework.js"), script);
      writeFileSync(path.join(dir, "static", "chunks", "page.css"), style);
      precompressStatic(dir);
      // A step after the copies changes the script (the compile hint added late, say).
      writeFileSync(path.join(dir, "static", "chunks", "framework.js"), `//# allFunctionsCalledOnLoad\n${script}`);

      const responder = loadPrecompressedStatic(dir);
      expect(responder.stale).toEqual([path.join("chunks", "framework.js.br")]);
      expect(responder.size).toBe(1);
      const res = { setHeader: () => undefined, writeHead: () => res, end: () => res } as unknown as ServerResponse;
      const req = (pathname: string) => ({ method: "GET", url: pathname, headers: { "accept-encoding": "br" } }) as IncomingMessage;
      expect(responder.serve(req("/_next/static/chunks/framework.js"), res, "/_next/static/chunks/framework.js")).toBe(false);
      expect(responder.serve(req("/_next/static/chunks/page.css"), res, "/_next/static/chunks/page.css")).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("knows no copies in a build without any, and serves none", async () => {
    const empty = mkdtempSync(path.join(os.tmpdir(), "precompressed-empty-"));
    try {
      expect(loadPrecompressedStatic(empty).size).toBe(0);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
    expect(loadPrecompressedStatic(distDir).size).toBe(2);
    expect(loadPrecompressedStatic(distDir).stale).toEqual([]);
  });
});
