import "server-only";

import { createBatchedRateLimiter } from "@/lib/api/batched-rate-limit";
import { toResponse } from "@/lib/api/errors";
import { createRateLimiter } from "@/lib/api/rate-limit";
import type { RateLimitState } from "@/lib/api/rate-limit-headers";
import type { RateLimitRule } from "@/lib/api/rate-limits";
import { clientIp } from "@/lib/http/client-address";

/**
 * A public GET handler: rate limit per client (the route's entry of
 * RATE_LIMITS, shared by every instance), then the handler; every error goes through toResponse. The GET
 * sibling of jsonPost. The handler gets the limit's state, to report it in
 * the RateLimit fields when the route does.
 */
export function rateLimitedGet(options: {
  /** The route's limit per client address, from RATE_LIMITS (lib/api/rate-limits.ts). */
  rateLimit: RateLimitRule & { policy: "per-address" };
  /** Count in memory and share the count in batches (createBatchedRateLimiter): for a route that must not wait on the database to count. */
  batched?: boolean;
  run: (req: Request, ctx: { ipAddress: string; limit: RateLimitState }) => Promise<Response>;
}) {
  const create = options.batched ? createBatchedRateLimiter : createRateLimiter;
  const limiter = create(options.rateLimit);
  return async (req: Request): Promise<Response> => {
    try {
      const ipAddress = clientIp(req.headers);
      const limit = await limiter.hitAddress(ipAddress);
      return await options.run(req, { ipAddress, limit });
    } catch (error) {
      return toResponse(error);
    }
  };
}
