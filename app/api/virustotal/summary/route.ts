import { NextResponse } from "next/server";

import { rateLimitedGet } from "@/lib/api/rate-limited-get";
import { RATE_LIMITS } from "@/lib/api/rate-limits";
import { getScanResultOrThrow } from "@/lib/releases/get-scan-result-or-throw";

export const dynamic = "force-dynamic";

// GET /api/virustotal/summary – the current release's scan: 200 { clean, malicious, total, fileHash }; 404 not scanned; 503 no key or VirusTotal down.
export const GET = rateLimitedGet({
  rateLimit: RATE_LIMITS.virustotalSummary,
  run: async () => {
    const { clean, malicious, total, fileHash } = await getScanResultOrThrow();
    return NextResponse.json({ clean, malicious, total, fileHash }, { headers: { "Cache-Control": "no-store" } });
  },
});
