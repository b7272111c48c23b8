import "server-only";

import { createHmac, timingSafeEqual } from "node:crypto";

import { authSecret } from "@/lib/auth/auth-secret";
import { env } from "@/lib/env";

/** The route that refreshes this instance's prerendered pages (app/api/internal/refresh-pages/route.ts). */
export const PAGE_REFRESH_PATH = "/api/internal/refresh-pages";
const HEADER = "x-shop-page-refresh";

/** The key the instance proves a refresh is its own with: derived from AUTH_SECRET, the same on every instance. */
function refreshKey(): Buffer {
  return createHmac("sha256", authSecret()).update("page refresh").digest();
}

/** Whether a request carries the refresh key (compared in constant time). */
export function isPageRefresh(req: Request): boolean {
  const sent = Buffer.from(req.headers.get(HEADER) ?? "", "base64url");
  const key = refreshKey();
  return sent.length === key.length && timingSafeEqual(sent, key);
}

/**
 * Asks this instance's own server to refresh its prerendered pages (Next revalidates only inside a request, and a
 * job runs outside one): a POST to PAGE_REFRESH_PATH on the address it listens on. Throws when the server does not
 * answer 204, so the job is retried (at start the server may not listen yet).
 */
export async function refreshOwnPages(): Promise<void> {
  const host = !process.env.HOSTNAME || process.env.HOSTNAME === "0.0.0.0" || process.env.HOSTNAME === "::" ? "127.0.0.1" : process.env.HOSTNAME;
  const url = `http://${host.includes(":") ? `[${host}]` : host}:${env.PORT}${PAGE_REFRESH_PATH}`;
  const res = await fetch(url, { method: "POST", headers: { [HEADER]: refreshKey().toString("base64url") }, signal: AbortSignal.timeout(10_000) });
  if (res.status !== 204) throw new Error(`refreshing the pages answered ${res.status}`);
}
