/** One limit's state after a request was counted: what the RateLimit header fields report. */
export type RateLimitState = {
  /** The policy's name as clients see it, e.g. "per-address". */
  policy: string;
  limit: number;
  windowSeconds: number;
  remaining: number;
  /** Seconds until the window ends (at least 1), the same point in time as Retry-After. */
  resetSeconds: number;
};

/**
 * The `RateLimit-Policy` and `RateLimit` fields of draft-ietf-httpapi-ratelimit-headers-10
 * (Structured Field lists, one member per policy, the name a quoted string):
 * `"per-address";q=60;w=60` and `"per-address";r=0;t=17`.
 */
export function rateLimitHeaders(states: RateLimitState[]): Record<string, string> {
  if (states.length === 0) return {};
  return {
    "RateLimit-Policy": states.map((s) => `"${s.policy}";q=${s.limit};w=${s.windowSeconds}`).join(", "),
    RateLimit: states.map((s) => `"${s.policy}";r=${s.remaining};t=${s.resetSeconds}`).join(", "),
  };
}
