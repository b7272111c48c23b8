import "server-only";

import { lookup } from "node:dns/promises";

import ipaddr from "ipaddr.js";

/** The addresses a name resolves to (every A and AAAA answer). */
export type Resolver = (hostname: string) => Promise<string[]>;

export const systemResolver: Resolver = async (hostname) => (await lookup(hostname, { all: true, verbatim: true })).map((answer) => answer.address);

/** A URL checked for an outbound request, with the one address the connection must go to. */
export type OutboundTarget = { url: URL; address: string; family: 4 | 6 };

/** Why a URL an admin typed is refused; `message` is written for the form's field. */
export class TargetRefused extends Error {
  constructor(
    readonly reason: "malformed" | "scheme" | "credentials" | "private" | "unresolved",
    message: string,
  ) {
    super(message);
    this.name = "TargetRefused";
  }
}

/**
 * Whether an address is on the public internet: ipaddr.js's "unicast" range, after an IPv4-mapped IPv6 address is
 * read as the IPv4 one it carries. Everything else is refused: private and unique-local networks, loopback,
 * link-local (where cloud metadata answers, 169.254.169.254), carrier-grade NAT, multicast, reserved, documentation
 * and the translation prefixes (6to4, NAT64, Teredo) that can embed any of those.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === "unicast";
}

/**
 * Checks a URL before the shop calls it (a webhook endpoint an admin typed): https, no user name or password in it,
 * and every address its host resolves to public, unless `allowPrivate` (WEBHOOK_ALLOW_PRIVATE_TARGETS: local
 * development and the tests, which may also use http). All answers must pass, not one: a name with a public and a
 * private answer would let the connection pick the private one. The first answer is the one the connection is pinned
 * to (outboundPost), so a DNS answer that changes after this check does not move it.
 */
export async function checkOutboundTarget(
  text: string,
  { allowPrivate, resolve = systemResolver }: { allowPrivate: boolean; resolve?: Resolver },
): Promise<OutboundTarget> {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new TargetRefused("malformed", "Enter a full URL, such as https://example.com/webhooks.");
  }
  if (url.protocol !== "https:" && !(allowPrivate && url.protocol === "http:")) {
    throw new TargetRefused("scheme", "The URL must start with https://.");
  }
  if (url.username || url.password) throw new TargetRefused("credentials", "The URL must not hold a user name or password.");
  const host = url.hostname.replace(/^\[(.*)\]$/, "$1");
  let addresses: string[];
  if (ipaddr.isValid(host)) addresses = [host];
  else {
    try {
      addresses = await resolve(host);
    } catch {
      addresses = [];
    }
    if (addresses.length === 0) throw new TargetRefused("unresolved", `The name ${host} does not resolve to an address.`);
  }
  if (!allowPrivate) {
    const inside = addresses.find((address) => !isPublicAddress(address));
    if (inside !== undefined) {
      throw new TargetRefused("private", `The URL leads to ${inside}, a private, local or reserved address: the shop only calls public addresses.`);
    }
  }
  const address = addresses[0]!;
  return { url, address, family: ipaddr.parse(address).kind() === "ipv6" ? 6 : 4 };
}
