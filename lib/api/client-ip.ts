import { CLIENT_ADDRESS_HEADER, normaliseAddress, SERVER_MARK } from "@/lib/http/client-address";
import { log } from "@/lib/log";

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
