import "server-only";

import { NextResponse } from "next/server";

import { toResponse } from "@/lib/api/errors";
import { parseWith, readJson } from "@/lib/api/parse";
import { createRateLimiter } from "@/lib/api/rate-limit";
import { rateLimitHeaders } from "@/lib/api/rate-limit-headers";
import { clientIp } from "@/lib/http/client-address";
import type { z } from "@/lib/validation/zod";

/**
 * A JSON POST handler: rate limit per client (per minute, shared by every
 * instance; the answer carries the RateLimit fields), parse the body with the
 * schema, call one use-case, answer its result; every error goes through
 * toResponse. The shape every public POST route shares. A `run` that must
 * answer other than plain JSON (a signed answer) returns its own Response,
 * which gets the RateLimit fields all the same.
 */
export function jsonPost<S extends z.ZodType>(options: {
  /** Names the route's rate limit: its key prefix in the shared `rate_limits` table, so unique per route. */
  name: string;
  perMinute: number;
  schema: S;
  status?: 200 | 201;
  run: (input: z.infer<S>, ctx: { ipAddress: string; req: Request }) => Promise<unknown>;
}) {
  const limiter = createRateLimiter({ name: options.name, policy: "per-address", limit: options.perMinute, windowSeconds: 60 });
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
