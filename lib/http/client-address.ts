import type { IncomingHttpHeaders } from "node:http";
import { isIP } from "node:net";

import { log } from "@/lib/log";

/**
 * The one request header the app reads the client's address from. Our HTTP
 * server (scripts/serve.ts) overwrites it on every request with the address it
 * resolved from the socket (and the trusted proxies), so a value a client
 * writes never survives.
 */
export const CLIENT_ADDRESS_HEADER = "x-shop-client-address";

/** Written by our HTTP server likewise: "1" when the visitor came over https (resolveHttps below), absent otherwise. */
export const CLIENT_HTTPS_HEADER = "x-shop-client-https";

/** Set by scripts/serve.ts in its own process: the header above was written by it. */
export const SERVER_MARK = Symbol.for("shop.clientAddressServer");

/**
 * An IPv4 or IPv6 literal in canonical form, or null. IPv4-mapped IPv6
 * (`::ffff:192.0.2.1`, what a dual-stack socket reports) becomes plain IPv4;
 * a zone id (`fe80::1%eth0`) is dropped.
 */
export function normaliseAddress(value: string | null | undefined): string | null {
  if (!value) return null;
  let address = value.trim();
  if (address.startsWith("[") && address.endsWith("]")) address = address.slice(1, -1);
  // A zone id runs from the first "%" to the end and may hold any character, ":" included (RFC 4007 §11).
  const zone = address.indexOf("%");
  if (zone >= 0) address = address.slice(0, zone);
  const version = isIP(address);
  if (version === 4) return address;
  if (version !== 6) return null;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped?.[1] && isIP(mapped[1]) === 4) return mapped[1];
  return compressIpv6(expandIpv6(address));
}

/** RFC 5952 text: lower-case hex, the longest run of two or more zero groups (the first, on a tie) as "::". */
function compressIpv6(groups: number[]): string {
  let best = { start: -1, length: 1 };
  for (let i = 0; i < groups.length;) {
    if (groups[i] !== 0) {
      i += 1;
      continue;
    }
    let j = i;
    while (j < groups.length && groups[j] === 0) j += 1;
    if (j - i > best.length) best = { start: i, length: j - i };
    i = j;
  }
  const hex = groups.map((group) => group.toString(16));
  if (best.start < 0) return hex.join(":");
  return `${hex.slice(0, best.start).join(":")}::${hex.slice(best.start + best.length).join(":")}`;
}

/** The eight 16-bit groups of an IPv6 literal (already checked by isIP); an embedded IPv4 tail becomes two groups. */
function expandIpv6(address: string): number[] {
  let text = address.toLowerCase();
  const v4 = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const left = head ? head.split(":") : [];
  const right = tail === undefined ? [] : tail ? tail.split(":") : [];
  const zeros = tail === undefined ? [] : Array(8 - left.length - right.length).fill("0");
  return [...left, ...zeros, ...right].map((group) => parseInt(group, 16));
}

/**
 * Whom a rate limit counts: the address itself for IPv4; for IPv6 its /64,
 * since one subscriber is usually given a whole /64 and could otherwise take
 * a fresh address per request.
 */
export function rateLimitSubject(address: string): string {
  if (isIP(address) !== 6) return address;
  const groups = expandIpv6(address).slice(0, 4);
  return `${groups.map((group) => group.toString(16)).join(":")}::/64`;
}

/**
 * The client's address for a request that reached us from `socketAddress`.
 * With `trustedHops` = 0 nothing the client wrote is read. With N trusted
 * proxies in front, each appending the address it saw to X-Forwarded-For
 * (nginx's `$proxy_add_x_forwarded_for`), the client is the entry N places
 * from the right: entries further left were written by the client and are
 * ignored. A malformed entry where the client should be gives null.
 */
export function resolveClientAddress({
  socketAddress,
  forwardedFor,
  trustedHops,
}: {
  socketAddress: string | undefined;
  forwardedFor: string | string[] | undefined;
  trustedHops: number;
}): string | null {
  if (trustedHops <= 0) return normaliseAddress(socketAddress);
  const entries = (Array.isArray(forwardedFor) ? forwardedFor.join(",") : (forwardedFor ?? ""))
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  // Fewer entries than proxies: the farthest proxy that reported one saw the client.
  const entry = entries.length >= trustedHops ? entries[entries.length - trustedHops] : entries[0];
  return normaliseAddress(entry ?? socketAddress);
}

/** Stands for every client at once when the address cannot be known (the app was started without scripts/serve.ts). */
export const UNKNOWN_CLIENT = "unknown";

let warned = false;

/**
 * The client's address: the one our HTTP server (scripts/serve.ts) resolved
 * from the socket and the trusted proxies (TRUSTED_PROXY_HOPS) and wrote into
 * its own header, validated as an IP literal. X-Forwarded-For and X-Real-IP
 * are never read here. Served any other way (plain `next start`), the header
 * could be the client's own, so it is not trusted and every client counts as
 * one ("unknown"), with a warning in the log.
 */
export function clientIp(headers: Headers): string {
  if (!(globalThis as Record<symbol, unknown>)[SERVER_MARK]) {
    if (!warned) {
      warned = true;
      log.warn("client addresses are unknown: serve the app with scripts/serve.ts (npm start), not next start");
    }
    return UNKNOWN_CLIENT;
  }
  return normaliseAddress(headers.get(CLIENT_ADDRESS_HEADER)) ?? UNKNOWN_CLIENT;
}

/** Whether the visitor reached us, or the first trusted proxy, over https (that proxy's X-Forwarded-Proto; never a client's). */
export function resolveHttps({
  encrypted,
  forwardedProto,
  trustedHops,
}: {
  encrypted: boolean;
  forwardedProto: string | string[] | undefined;
  trustedHops: number;
}): boolean {
  if (encrypted) return true;
  if (trustedHops <= 0) return false;
  const entries = (Array.isArray(forwardedProto) ? forwardedProto.join(",") : (forwardedProto ?? "")).split(",").map((entry) => entry.trim());
  return entries.at(-1) === "https";
}

/**
 * Whether the request came over https, as our HTTP server decided it for the
 * security headers (resolveHttps). Served any other way, the request URL's
 * scheme is all there is.
 */
export function clientHttps(headers: Pick<Headers, "get">, url: string): boolean {
  if ((globalThis as Record<symbol, unknown>)[SERVER_MARK]) return headers.get(CLIENT_HTTPS_HEADER) === "1";
  return url.startsWith("https:");
}

/**
 * Headers that say what a proxy saw, which a client can write as well as a proxy can, and which nothing in the app
 * needs: the host is the request's Host (nginx passes the visitor's on, deploy/nginx/shop.conf), and the client's
 * address and scheme are the two headers of our own above.
 */
const DROPPED_PROXY_HEADERS = ["x-forwarded-host", "x-forwarded-port", "x-real-ip", "forwarded"];

/**
 * Decides a request's client headers before Next.js and the app read them; our HTTP server (scripts/serve.ts) calls
 * it on every request, and it is the one place that reads what proxies and clients wrote:
 * - the client's address (resolveClientAddress) goes into CLIENT_ADDRESS_HEADER, and "1" into CLIENT_HTTPS_HEADER
 *   when the visitor came over https (resolveHttps); values a client wrote into either are dropped;
 * - X-Forwarded-Host, X-Forwarded-Port, X-Real-IP and Forwarded are dropped, whoever wrote them: a client's
 *   own X-Forwarded-Host would otherwise pass the same-origin checks and next-auth's host for any Origin it names;
 * - X-Forwarded-Proto becomes the resolved scheme, so Next.js builds request URLs with the visitor's scheme;
 * - X-Forwarded-For stays only behind trusted proxies.
 * Returns the address (null when it cannot be resolved) and whether the visitor came over https.
 */
export function resolveClientHeaders(
  headers: IncomingHttpHeaders,
  { socketAddress, encrypted, trustedHops }: { socketAddress: string | undefined; encrypted: boolean; trustedHops: number },
): { address: string | null; https: boolean } {
  const address = resolveClientAddress({ socketAddress, forwardedFor: headers["x-forwarded-for"], trustedHops });
  const https = resolveHttps({ encrypted, forwardedProto: headers["x-forwarded-proto"], trustedHops });
  for (const name of [CLIENT_ADDRESS_HEADER, CLIENT_HTTPS_HEADER, ...DROPPED_PROXY_HEADERS]) delete headers[name];
  if (trustedHops <= 0) delete headers["x-forwarded-for"];
  headers["x-forwarded-proto"] = https ? "https" : "http";
  if (https) headers[CLIENT_HTTPS_HEADER] = "1";
  if (address) headers[CLIENT_ADDRESS_HEADER] = address;
  return { address, https };
}
