import { AppError } from "@/lib/api/errors";
import { rateLimitSubject } from "@/lib/http/client-address";

type Window = { count: number; resetAt: number };

/**
 * A fixed-window counter per key, in this process's memory: enough for one
 * server instance (the deployment this project documents). Memory is bounded:
 * expired windows are swept, and past `maxKeys` the oldest key is dropped.
 */
export function createRateLimiter({ limit, windowMs, maxKeys = 10_000 }: { limit: number; windowMs: number; maxKeys?: number }) {
  const windows = new Map<string, Window>();

  function sweep(now: number) {
    for (const [key, w] of windows) if (w.resetAt <= now) windows.delete(key);
    while (windows.size >= maxKeys) {
      const oldest = windows.keys().next().value;
      if (oldest === undefined) break;
      windows.delete(oldest);
    }
  }

  /** Counts one hit for `key`; throws AppError("rate_limited") with the seconds to wait once over the limit. */
  function hit(key: string, now = Date.now()): void {
    let w = windows.get(key);
    if (!w || w.resetAt <= now) {
      if (!w && windows.size >= maxKeys) sweep(now);
      w = { count: 0, resetAt: now + windowMs };
      windows.set(key, w);
    }
    w.count += 1;
    if (w.count > limit) {
      const retryAfter = Math.max(1, Math.ceil((w.resetAt - now) / 1000));
      throw new AppError("rate_limited", "Too many requests. Please try again later.", { retryAfter });
    }
  }

  return {
    hit,
    /** Counts one hit for a client address (an IPv6 client by its /64). */
    hitAddress: (address: string, now = Date.now()) => hit(rateLimitSubject(address), now),
  };
}
