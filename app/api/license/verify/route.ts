import { NextResponse } from "next/server";

import { clientIp } from "@/lib/api/client-ip";
import { AppError, toResponse } from "@/lib/api/errors";
import { createRateLimiter } from "@/lib/api/rate-limit";
import { verifyLicenseQuerySchema } from "@/lib/licenses/schemas";
import { verifyLicense } from "@/lib/licenses/verify-license";

export const dynamic = "force-dynamic";

/** A mod checks at start-up and now and then; 60 a minute per address leaves room for a household. */
const limiter = createRateLimiter({ limit: 60, windowMs: 60_000 });

// GET /api/license/verify?uuid=<uuid> – the mod's whitelist check: { active, username } or { active: false }.
export async function GET(req: Request) {
  try {
    limiter.hitAddress(clientIp(req.headers));
    const parsed = verifyLicenseQuerySchema.safeParse({ uuid: new URL(req.url).searchParams.get("uuid") ?? "" });
    if (!parsed.success) throw new AppError("bad_request", "Query parameter uuid must be a Minecraft UUID (32 hex digits, dashes optional).");
    const result = await verifyLicense(parsed.data.uuid);
    return NextResponse.json(result, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    return toResponse(error);
  }
}
