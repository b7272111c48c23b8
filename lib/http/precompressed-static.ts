import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { brotliDecompressSync } from "node:zlib";

import { matchesEtag } from "@/lib/http/etag";
import { STATIC_SECURITY_HEADERS } from "@/lib/http/security-headers";
import { listFiles, PRECOMPRESSED_TYPES } from "@/lib/http/static-files";

/** Where the build's static files are served: their names carry their content's hash, so they never change. */
const STATIC_PREFIX = "/_next/static/";
const IMMUTABLE = "public, max-age=31536000, immutable";

type Entry = { body: Buffer; type: string; etag: string };
/**
 * Answers a request from the build's Brotli copies, or returns false and leaves it to Next. `size` is how many
 * copies it serves; `stale` names the copies it refused because they no longer hold their file's bytes.
 */
export type PrecompressedStatic = {
  size: number;
  stale: string[];
  serve(req: IncomingMessage, res: ServerResponse, pathname: string): boolean;
};

/**
 * Whether an Accept-Encoding header accepts Brotli: `br`, or `*` when `br` is not named, with a quality above 0
 * (RFC 9110 §12.5.3). No header means no encoding is asked for.
 */
export function acceptsBrotli(header: string | undefined): boolean {
  if (!header) return false;
  const qualities = new Map<string, number>();
  for (const part of header.split(",")) {
    const [coding = "", ...params] = part.split(";").map((piece) => piece.trim().toLowerCase());
    if (!coding) continue;
    const q = params.find((param) => param.startsWith("q="));
    const quality = q === undefined ? 1 : Number(q.slice(2));
    qualities.set(coding, Number.isFinite(quality) ? quality : 0);
  }
  return (qualities.get("br") ?? qualities.get("*") ?? 0) > 0;
}

/**
 * The Brotli copies of a production build's scripts and style sheets (`<distDir>/static/**\/*.br`), read once, at
 * start: a few hundred kilobytes. Only paths found there are ever answered, so a request's path is never joined
 * to the file system. A GET or HEAD for one of them from a client that accepts Brotli gets the copy, with the
 * caching Next gives these files (their names change with their content); a client that does not, a range
 * request, and every other path go to Next, which compresses with gzip itself. The answer carries the headers
 * Next adds to every answer (next.config.ts); the server has set its own before (scripts/serve.ts).
 *
 * A copy is served only if it decompresses to its file's very bytes, checked here once (a few milliseconds for
 * the whole build): a file changed after its copy was made (a build step reordered, a file edited in place) goes
 * to Next, so a browser that accepts Brotli never runs other code than one that does not. A server keeps the
 * copies it read until it restarts, as it keeps the rest of the build.
 */
export function loadPrecompressedStatic(distDir: string): PrecompressedStatic {
  const staticDir = path.join(distDir, "static");
  const entries = new Map<string, Entry>();
  const stale: string[] = [];
  for (const file of listFiles(staticDir)) {
    if (!file.endsWith(".br")) continue;
    const original = file.slice(0, -".br".length);
    const type = PRECOMPRESSED_TYPES[path.extname(original)];
    if (!type || !existsSync(original)) continue;
    const body = readFileSync(file);
    if (!brotliDecompressSync(body).equals(readFileSync(original))) {
      stale.push(path.relative(staticDir, file));
      continue;
    }
    const etag = `"br-${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
    entries.set(STATIC_PREFIX + path.relative(staticDir, original).split(path.sep).join("/"), { body, type, etag });
  }

  return {
    size: entries.size,
    stale,
    serve(req, res, pathname) {
      if (req.method !== "GET" && req.method !== "HEAD") return false;
      const entry = entries.get(pathname);
      if (!entry || req.headers.range || !acceptsBrotli(req.headers["accept-encoding"])) return false;
      for (const [name, value] of Object.entries(STATIC_SECURITY_HEADERS)) res.setHeader(name, value);
      res.setHeader("Cache-Control", IMMUTABLE);
      res.setHeader("Vary", "Accept-Encoding");
      res.setHeader("ETag", entry.etag);
      if (matchesEtag(req.headers["if-none-match"] ?? null, entry.etag)) {
        res.writeHead(304).end();
        return true;
      }
      res.writeHead(200, { "Content-Type": entry.type, "Content-Encoding": "br", "Content-Length": entry.body.length });
      res.end(req.method === "HEAD" ? undefined : entry.body);
      return true;
    },
  };
}
