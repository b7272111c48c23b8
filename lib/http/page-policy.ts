import { randomBytes } from "node:crypto";
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";

import { hashInlineScripts, type InlineScripts } from "@/lib/http/inline-scripts";
import type { ScriptAllowance } from "@/lib/http/security-headers";

/** Pages, and their regenerations, whose hashes are kept: the site has a few dozen pages, each changing rarely. */
const MAX_CACHED_PAGES = 512;

/**
 * The inline scripts of each whole page body served, by its ETag (Next's hash of the body): a prerendered page is
 * hashed once per version, and a regenerated one (ISR) has another ETag, so it gets its own hashes.
 */
const byEtag = new Map<string, InlineScripts>();

function remember(etag: string, scripts: InlineScripts) {
  if (byEtag.size >= MAX_CACHED_PAGES) byEtag.delete(byEtag.keys().next().value as string);
  byEtag.set(etag, scripts);
}

type Body = string | Buffer | Uint8Array;

/** A nonce's bytes (128 bits, as CSP asks), and how many nonces one draw from the random source yields. */
const NONCE_BYTES = 16;
const NONCES_PER_DRAW = 256;
let pool = Buffer.alloc(0);
let used = 0;

/**
 * A fresh nonce: bytes never handed out before, drawn from the system's random source in batches (as Node does for
 * randomUUID), because one synchronous draw per request cost more than the rest of the policy.
 */
function freshNonce(): string {
  if (used + NONCE_BYTES > pool.length) {
    pool = randomBytes(NONCE_BYTES * NONCES_PER_DRAW);
    used = 0;
  }
  used += NONCE_BYTES;
  return pool.toString("base64", used - NONCE_BYTES, used);
}

function isHtml(res: ServerResponse, headers: OutgoingHttpHeaders | undefined): boolean {
  const type = headers?.["content-type"] ?? headers?.["Content-Type"] ?? res.getHeader("content-type");
  return typeof type === "string" && /^text\/html\b/i.test(type);
}

function headerArgument(args: unknown[]): OutgoingHttpHeaders | undefined {
  const last = args.at(-1);
  return last && typeof last === "object" && !Array.isArray(last) ? (last as OutgoingHttpHeaders) : undefined;
}

/**
 * Keeps an observer outermost on `res.end`, whatever wraps it later: Next's gzip middleware replaces `res.end` with
 * its own once it has the request and then calls the function it found there with compressed bytes. The getter
 * hands each reader the observer around the function set last, so a body passed to `res.end` is seen as written,
 * before the middleware compresses it and sends the headers.
 */
function observeEnd(res: ServerResponse, observe: (chunk: unknown) => void) {
  let current = res.end;
  Object.defineProperty(res, "end", {
    configurable: true,
    get() {
      const inner = current;
      return function (this: ServerResponse, ...args: unknown[]) {
        if (!this.headersSent) observe(args[0]);
        return (inner as (...a: unknown[]) => ServerResponse).apply(this, args);
      };
    },
    set(fn: typeof res.end) {
      current = fn;
    },
  });
}

/**
 * The strict script policy of one answer (scripts/serve.ts calls it before Next sees the request), set as its headers
 * are written: Node writes every answer's headers through `res.writeHead`. Next marks the
 * scripts of a page it renders now with the nonce it finds in the request's `Content-Security-Policy` header, so the
 * request gets a fresh one (any the client sent is dropped) and an HTML answer's policy names it: a streamed page
 * keeps streaming. A page Next sends whole (prerendered, cached or regenerated) was rendered for another request,
 * so its policy names the hashes of its own inline scripts instead (lib/http/inline-scripts.ts), computed once per
 * ETag. A HEAD or a 304 has no body: it gets the hashes of the body with that ETag if this server has sent it, and a
 * 304 whose body it has not seen gets no policy, so the browser keeps the one it stored with that body.
 * `onUnknownScripts` hears of a body with inline scripts the policy leaves out.
 */
export function applyPagePolicy(
  req: IncomingMessage,
  res: ServerResponse,
  policy: (allowance: ScriptAllowance) => string,
  onUnknownScripts: (count: number) => void = () => {},
) {
  const nonce = freshNonce();
  delete req.headers["content-security-policy-report-only"];
  req.headers["content-security-policy"] = `script-src 'nonce-${nonce}'`;

  let body: Body | undefined;
  observeEnd(res, (chunk) => {
    if (typeof chunk === "string" || chunk instanceof Uint8Array) body = chunk;
  });

  const scriptsOf = (text: Body, etag: string | undefined): InlineScripts => {
    const cached = etag ? byEtag.get(etag) : undefined;
    if (cached) return cached;
    const scripts = hashInlineScripts(typeof text === "string" ? text : Buffer.from(text).toString("utf8"));
    if (scripts.unknown > 0) onUnknownScripts(scripts.unknown);
    if (etag) remember(etag, scripts);
    return scripts;
  };

  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, statusCode: number, ...rest: unknown[]) {
    let scripts: InlineScripts | undefined;
    if (isHtml(this, headerArgument(rest)) || statusCode === 304) {
      const etag = this.getHeader("etag");
      const key = typeof etag === "string" ? etag : undefined;
      scripts = body !== undefined ? scriptsOf(body, key) : key ? byEtag.get(key) : undefined;
    }
    if (!scripts && statusCode === 304) this.removeHeader("Content-Security-Policy");
    else this.setHeader("Content-Security-Policy", policy({ nonce, hashes: scripts?.hashes }));
    return (writeHead as (...args: unknown[]) => ServerResponse).call(this, statusCode, ...rest);
  } as typeof res.writeHead;
}
