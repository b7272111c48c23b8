import { NextResponse } from "next/server";

import { rateLimitedGet } from "@/lib/api/rate-limited-get";
import { RATE_LIMITS } from "@/lib/api/rate-limits";
import { offeredPrices } from "@/lib/pricing/offered-prices";

export const dynamic = "force-dynamic";

// GET /api/prices – the currencies the license is offered in, with its price now, and the one for the client's
// country: { suggested, prices }. Private to the client (it depends on the address), so never stored by a cache.
export const GET = rateLimitedGet({
  rateLimit: RATE_LIMITS.prices,
  run: async (_req, { ipAddress }) =>
    NextResponse.json(await offeredPrices({ ipAddress, now: new Date() }), { headers: { "Cache-Control": "private, no-store" } }),
});
