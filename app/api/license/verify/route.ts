import { NextResponse } from "next/server";

import { AppError } from "@/lib/api/errors";
import { createRateLimiter } from "@/lib/api/rate-limit";
import { rateLimitHeaders } from "@/lib/api/rate-limit-headers";
import { rateLimitedGet } from "@/lib/api/rate-limited-get";
import { verifyLicenseQuerySchema } from "@/lib/licenses/schemas";
import { verifyLicense } from "@/lib/licenses/verify-license";

export const dynamic = "force-dynamic";

/**
 * One player's account, from any number of addresses: a player's mod checks a few times a session, so 30 a
 * minute is never reached by the player, while a botnet that spreads its checks over many addresses (each
 * under its own limit) still gets no more than 30 lookups a minute for one UUID.
 */
const perUuid = createRateLimiter({ name: "license-verify-uuid", policy: "per-uuid", limit: 30, windowSeconds: 60 });

// GET /api/license/verify?uuid=<uuid> – the mod's whitelist check: { active, username } or { active: false }.
// A mod checks at start-up and now and then; 60 a minute per address leaves room for a household.
export const GET = rateLimitedGet({
  name: "license-verify",
  perMinute: 60,
  run: async (req, { limit: byAddress }) => {
    const parsed = verifyLicenseQuerySchema.safeParse({ uuid: new URL(req.url).searchParams.get("uuid") ?? "" });
    if (!parsed.success) throw new AppError("bad_request", "Query parameter uuid must be a Minecraft UUID (32 hex digits, dashes optional).");
    // Counted in the normalised form, so dashed and undashed spellings share one budget.
    const byUuid = await perUuid.hit(parsed.data.uuid);
    const result = await verifyLicense(parsed.data.uuid);
    return NextResponse.json(result, { headers: { "Cache-Control": "no-store", ...rateLimitHeaders([byAddress, byUuid]) } });
  },
});
