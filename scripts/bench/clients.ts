import { randomBytes } from "node:crypto";

let clients = 0;

/**
 * A client address no request of this run has used yet (10.0.0.1 onwards, 16 million of them): the server trusts
 * one proxy (TRUSTED_PROXY_HOPS=1) and we play it, so each request counts against a fresh per-address limit, as
 * the checks of many players' mods would.
 */
export function nextClientAddress(): string {
  clients += 1;
  return `10.${(clients >> 16) & 255}.${(clients >> 8) & 255}.${clients & 255}`;
}

const RUN = randomBytes(6).toString("hex");
let nonces = 0;

/** A nonce no request has sent before (the mod's replay guard): 16 to 64 characters of [A-Za-z0-9_-]. */
export function nextNonce(): string {
  nonces += 1;
  return `bench-${RUN}-${nonces.toString(36)}`;
}
