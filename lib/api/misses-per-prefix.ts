import "server-only";

import { createRateLimiter } from "@/lib/api/rate-limit";
import type { RateLimitRule } from "@/lib/api/rate-limits";

/**
 * A limit on misses of codes sharing their first characters, from every client together (creator codes at
 * every door that answers for them, a gift's redemption). Walking a list of codes is mostly misses, from however
 * many addresses; the holder of a real code misses nothing, so never meets it. Over the limit, every attempt
 * with that prefix waits, hits too, or the answer would tell which codes exist. `run` is the attempt; `isMiss`
 * says which of its errors count, and `isMissResult` which of its results, for an attempt that answers a miss
 * without failing (the one that goes over the limit is answered 429 itself).
 */
export function missesPerPrefix(rule: RateLimitRule & { policy: "per-code-prefix" }) {
  const limiter = createRateLimiter(rule);
  return async <T>(prefix: string, run: () => Promise<T>, isMiss: (error: unknown) => boolean, isMissResult?: (result: T) => boolean): Promise<T> => {
    await limiter.check(prefix);
    let result: T;
    try {
      result = await run();
    } catch (error) {
      if (isMiss(error)) await limiter.hit(prefix);
      throw error;
    }
    if (isMissResult?.(result)) await limiter.hit(prefix);
    return result;
  };
}
