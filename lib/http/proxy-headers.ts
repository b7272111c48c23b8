import type { IncomingHttpHeaders } from "node:http";

/**
 * Headers that say what a proxy saw, which a client can write as well as a proxy can, and which nothing in the app
 * needs: the host is the request's Host (nginx passes the visitor's on, deploy/nginx/shop.conf), and the client's
 * address and scheme are resolved by our HTTP server into headers of its own (lib/http/client-address.ts).
 */
const DROPPED = ["x-forwarded-host", "x-forwarded-port", "x-real-ip", "forwarded"];

/**
 * Leaves in a request's headers only what our HTTP server (scripts/serve.ts) has decided, before Next.js and the
 * app read them (#22 §5):
 * - X-Forwarded-Host, X-Forwarded-Port, X-Real-IP and Forwarded are dropped, whoever wrote them: a client's own
 *   X-Forwarded-Host would otherwise pass the same-origin checks and next-auth's host for any Origin it names.
 * - X-Forwarded-Proto becomes the scheme the server resolved (`https`, from the socket or the trusted proxy), so
 *   Next.js builds request URLs with the visitor's scheme and never a client's claim.
 * - X-Forwarded-For stays only behind trusted proxies (TRUSTED_PROXY_HOPS), for resolveClientAddress.
 */
export function keepOnlyResolvedProxyHeaders(headers: IncomingHttpHeaders, { https, trustedHops }: { https: boolean; trustedHops: number }): void {
  for (const name of DROPPED) delete headers[name];
  if (trustedHops <= 0) delete headers["x-forwarded-for"];
  headers["x-forwarded-proto"] = https ? "https" : "http";
}
