import "server-only";

import { NextResponse } from "next/server";

import { toResponse } from "@/lib/api/errors";
import { parseWith, readJson } from "@/lib/api/parse";
import { createRateLimiter } from "@/lib/api/rate-limit";
import { rateLimitHeaders } from "@/lib/api/rate-limit-headers";
import type { RateLimitRule } from "@/lib/api/rate-limits";
import { clientIp } from "@/lib/http/client-address";
import type { z } from "@/lib/validation/zod";

/**
 * A JSON POST handler: rate limit per client (the route's entry of
 * RATE_LIMITS, shared by every instance; the answer carries the RateLimit fields), parse the body with the
 * schema, call one use-case, answer its result; every error goes through
 * toResponse. The shape every public POST route shares. A `run` that must
 * answer other than plain JSON (a signed answer) returns its own Response,
 * which gets the RateLimit fields all the same.
 */
export function jsonPost<S extends z.ZodType>(options: {
  /** The route's limit per client address, from RATE_LIMITS (lib/api/rate-limits.ts). */
  rateLimit: RateLimitRule & { policy: "per-address" };
  schema: S;
  status?: 200 | 201;
  run: (input: z.infer<S>, ctx: { ipAddress: string; req: Request }) => Promise<unknown>;
}) {
  const limiter = createRateLimiter(options.rateLimit);
  return async (req: Request): Promise<Response> => {
    try {
      const ipAddress = clientIp(req.headers);
      const limit = await limiter.hitAddress(ipAddress);
      const input = parseWith(options.schema, await readJson(req));
      const result = await options.run(input, { ipAddress, req });
      if (result instanceof Response) {
        for (const [name, value] of Object.entries(rateLimitHeaders([limit]))) result.headers.set(name, value);
        return result;
      }
      return NextResponse.json(result, { status: options.status ?? 200, headers: rateLimitHeaders([limit]) });
    } catch (error) {
      return toResponse(error);
    }
  };
}
