import { NextResponse } from "next/server";

import { clientIp } from "@/lib/http/client-address";
import { toResponse } from "@/lib/api/errors";
import { createRateLimiter } from "@/lib/api/rate-limit";
import { getScanResultOrThrow } from "@/lib/virustotal/get-scan-result-or-throw";

export const dynamic = "force-dynamic";

/** The download page asks once per view; the answer is cached server-side, so 30 a minute is generous. */
const limiter = createRateLimiter({ name: "virustotal-summary", policy: "per-address", limit: 30, windowSeconds: 60 });

// GET /api/virustotal/summary – the current release's scan: 200 { clean, malicious, total, fileHash }; 404 not scanned; 503 no key or VirusTotal down.
export async function GET(req: Request) {
  try {
    await limiter.hitAddress(clientIp(req.headers));
    const { clean, malicious, total, fileHash } = await getScanResultOrThrow();
    return NextResponse.json({ clean, malicious, total, fileHash }, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    return toResponse(error);
  }
}
