import "server-only";

import { NextResponse } from "next/server";
import type { z } from "zod";

import { clientIp } from "@/lib/api/client-ip";
import { toResponse } from "@/lib/api/errors";
import { parseWith, readJson } from "@/lib/api/parse";
import { createRateLimiter } from "@/lib/api/rate-limit";

/**
 * A JSON POST handler: rate limit per client (per minute), parse the body with
 * the schema, call one use-case, answer its result; every error goes through
 * toResponse. The shape every public POST route shares.
 */
export function jsonPost<S extends z.ZodType>(options: {
  perMinute: number;
  schema: S;
  status?: 200 | 201;
  run: (input: z.infer<S>, ctx: { ipAddress: string }) => Promise<unknown>;
}) {
  const limiter = createRateLimiter({ limit: options.perMinute, windowMs: 60_000 });
  return async (req: Request): Promise<Response> => {
    try {
      const ipAddress = clientIp(req.headers);
      limiter.hitAddress(ipAddress);
      const input = parseWith(options.schema, await readJson(req));
      return NextResponse.json(await options.run(input, { ipAddress }), { status: options.status ?? 200 });
    } catch (error) {
      return toResponse(error);
    }
  };
}
