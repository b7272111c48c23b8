import { createHash } from "node:crypto";

import type { RESTRateLimit } from "discord-api-types/v10";

import { json, type SimResponse } from "../http";

/**
 * Each bucket allows BUCKET_LIMIT calls a second per major parameter (guild, or token for /users/@me): not
 * Discord's numbers, which vary by route and are unpublished, but enough for any test while a client that ignores
 * the headers still meets a real 429.
 */
const BUCKET_LIMIT = 50;
const WINDOW_MS = 1000;
export const DEFAULT_RETRY_AFTER = 0.25;

const seconds = (ms: number) => (ms / 1000).toFixed(3);

/** Discord's bucket ids are opaque 32-hex-digit hashes, one per route shape. */
function bucketOf(route: string): string {
  return createHash("sha256").update(route).digest("hex").slice(0, 32);
}

/** Discord's per-route rate limits: the X-RateLimit-* headers on every answer, 429s past the limit or when a test asks. */
export class RateLimiter {
  private forced = { remaining: 0, retryAfter: DEFAULT_RETRY_AFTER };
  private windows = new Map<string, { used: number; resetsAt: number }>();

  /** The next `count` calls that can be forced answer 429 with `retry_after` `retryAfter` seconds. */
  forceNext(count: number, retryAfter: number): void {
    if (!Number.isInteger(count) || count < 1) throw new Error("count must be a positive whole number");
    if (!Number.isFinite(retryAfter) || retryAfter <= 0 || retryAfter > 60) throw new Error("retryAfter must be more than 0 and at most 60 seconds");
    this.forced = { remaining: count, retryAfter };
  }

  /**
   * Answers a call of `route` (method and path shape, e.g. `PUT /guilds/{guild}/members/{user}`) for `major` with
   * `answer()` and the bucket's headers, or with a 429 instead. `forcible`: the call can take a test's forced 429.
   */
  apply(route: string, major: string, forcible: boolean, answer: () => SimResponse): SimResponse {
    const bucket = bucketOf(route);
    const now = Date.now();
    if (forcible && this.forced.remaining > 0) {
      this.forced.remaining -= 1;
      return tooManyRequests(bucket, this.forced.retryAfter * 1000, now);
    }
    const key = `${bucket}:${major}`;
    let window = this.windows.get(key);
    if (!window || window.resetsAt <= now) {
      window = { used: 0, resetsAt: now + WINDOW_MS };
      this.windows.set(key, window);
    }
    if (window.used >= BUCKET_LIMIT) return tooManyRequests(bucket, window.resetsAt - now, now);
    window.used += 1;
    const response = answer();
    const headers = rateLimitHeaders(bucket, BUCKET_LIMIT - window.used, window.resetsAt - now, now);
    return { ...response, headers: { ...response.headers, ...headers } };
  }

  reset(): void {
    this.forced = { remaining: 0, retryAfter: DEFAULT_RETRY_AFTER };
    this.windows.clear();
  }
}

function rateLimitHeaders(bucket: string, remaining: number, resetAfterMs: number, now: number): Record<string, string> {
  return {
    "X-RateLimit-Limit": String(BUCKET_LIMIT),
    "X-RateLimit-Remaining": String(remaining),
    "X-RateLimit-Reset": seconds(now + resetAfterMs),
    "X-RateLimit-Reset-After": seconds(resetAfterMs),
    "X-RateLimit-Bucket": bucket,
  };
}

/** Discord's 429: the wait as a float in the body and the reset headers, in whole seconds (rounded up) in Retry-After. */
function tooManyRequests(bucket: string, retryAfterMs: number, now: number): SimResponse {
  const body: RESTRateLimit = { message: "You are being rate limited.", retry_after: Math.round(retryAfterMs) / 1000, global: false };
  return json(429, body, {
    ...rateLimitHeaders(bucket, 0, retryAfterMs, now),
    "Retry-After": String(Math.ceil(retryAfterMs / 1000)),
    "X-RateLimit-Scope": "user",
  });
}
