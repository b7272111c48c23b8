import { rateLimitHeaders } from "@/lib/api/rate-limit-headers";
import { rateLimitedGet } from "@/lib/api/rate-limited-get";
import { RATE_LIMITS } from "@/lib/api/rate-limits";
import { matchesEtag } from "@/lib/http/etag";
import { readForgeUpdate } from "@/lib/releases/forge-update";

export const dynamic = "force-dynamic";

/** Caches may keep it a minute; after that they ask again with If-None-Match and get a 304 while nothing changed. */
const CACHE_CONTROL = "public, max-age=60, must-revalidate";

// GET /api/mod/forge-update.json – Forge's update JSON for Minecraft 1.8.9 (lib/releases/forge-update.ts): what the mod's
// @Mod(updateJSON = …) names, so Forge's mod list shows when a newer release exists. Public and cacheable; Forge asks once per
// game start, so the per-address limit is the whitelist check's.
export const GET = rateLimitedGet({
  rateLimit: RATE_LIMITS.forgeUpdate,
  batched: true,
  run: async (req, { limit }) => {
    const { body, etag } = await readForgeUpdate();
    const headers = { ETag: etag, "Cache-Control": CACHE_CONTROL, ...rateLimitHeaders([limit]) };
    if (matchesEtag(req.headers.get("if-none-match"), etag)) return new Response(null, { status: 304, headers });
    return new Response(body, { status: 200, headers: { ...headers, "Content-Type": "application/json" } });
  },
});
