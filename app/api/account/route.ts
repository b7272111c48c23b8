import { NextResponse } from "next/server";

import { accountJson } from "@/lib/account/account-json";
import { getBuyerOrThrow } from "@/lib/account/account-session";
import { rateLimitHeaders } from "@/lib/api/rate-limit-headers";
import { rateLimitedGet } from "@/lib/api/rate-limited-get";
import { RATE_LIMITS } from "@/lib/api/rate-limits";

export const dynamic = "force-dynamic";

// GET /api/account – the signed-in buyer's licenses, orders (with receipt numbers) and gifts; 401 without a session.
export const GET = rateLimitedGet({
  rateLimit: RATE_LIMITS.account,
  run: async (_req, { limit }) =>
    NextResponse.json(await accountJson((await getBuyerOrThrow()).email), { headers: { ...rateLimitHeaders([limit]), "Cache-Control": "private, no-store" } }),
});
