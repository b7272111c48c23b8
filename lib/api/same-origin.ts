import { AppError } from "@/lib/api/errors";
import { clientHttps } from "@/lib/http/client-address";

/** What a request from another site is answered (a 403, or a server action's `error`). */
export const CROSS_SITE_REFUSED = "Cross-site request refused.";

/** The Origin header as a URL, or null when absent or malformed. */
function parseOrigin(value: string | null): URL | null {
  try {
    return value ? new URL(value) : null;
  } catch {
    return null;
  }
}

/**
 * Whether `origin` is this site as the visitor reached it: the scheme they came over and the host and port they
 * wrote (Host: nginx passes the visitor's on), both as our HTTP server decided them (resolveClientHeaders in
 * lib/http/client-address.ts, which also drops any X-Forwarded-Host).
 */
function isSiteOrigin(origin: URL, headers: Pick<Headers, "get">, https: boolean): boolean {
  const host = headers.get("host");
  return Boolean(host) && origin.host === host && origin.protocol === (https ? "https:" : "http:");
}

/**
 * Refuses a state-changing request that another site's page could have sent:
 * its Origin must be this site's own, scheme, host and port (an https page is
 * another origin than the http site on the same host). A JSON body already
 * needs a CORS preflight cross-site; this also covers old browsers and form
 * posts.
 */
export function assertSameOrigin(req: { headers: Headers; url: string }): void {
  const origin = parseOrigin(req.headers.get("origin"));
  if (!origin || !isSiteOrigin(origin, req.headers, clientHttps(req.headers, req.url))) throw new AppError("forbidden", CROSS_SITE_REFUSED);
}

/**
 * For server actions, whose request Next.js has checked already, by host only: a request without an Origin (old
 * browsers send none) passes there, and so it does here; one with an Origin must also match the scheme. Served
 * without our HTTP server there is no resolved scheme, and the action counts as plain http.
 */
export function assertActionOrigin(headers: Pick<Headers, "get">): void {
  const value = headers.get("origin");
  if (value === null) return;
  const origin = parseOrigin(value);
  if (!origin || !isSiteOrigin(origin, headers, clientHttps(headers, "http:"))) throw new AppError("forbidden", CROSS_SITE_REFUSED);
}
