/**
 * When this process last saw the database unreachable. Kept on globalThis
 * because two module graphs share it: the Next.js server bundle notes an
 * outage (instrumentation.ts, onRequestError) and our HTTP server
 * (scripts/serve.ts), loaded outside that bundle, reads it.
 */
const KEY = Symbol.for("shop.databaseOutageAt");

/** How long one failure counts as "the database is down" for pages that then fail. */
const OUTAGE_WINDOW_MS = 15_000;

/** Seconds a visitor should wait: a restart takes a few. */
export const OUTAGE_RETRY_AFTER_SECONDS = 5;

export function noteDatabaseOutage(now = Date.now()): void {
  (globalThis as Record<symbol, unknown>)[KEY] = now;
}

export function databaseOutageRecent(now = Date.now()): boolean {
  const at = (globalThis as Record<symbol, unknown>)[KEY];
  return typeof at === "number" && now - at < OUTAGE_WINDOW_MS;
}
