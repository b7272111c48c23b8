import { NextResponse } from "next/server";

import { rateLimitedGet } from "@/lib/api/rate-limited-get";
import { getScanResultOrThrow } from "@/lib/releases/get-scan-result-or-throw";

export const dynamic = "force-dynamic";

// GET /api/virustotal/summary – the current release's scan: 200 { clean, malicious, total, fileHash }; 404 not scanned; 503 no key or VirusTotal down.
// The download page asks once per view; the answer is cached server-side, so 30 a minute is generous.
export const GET = rateLimitedGet({
  name: "virustotal-summary",
  perMinute: 30,
  run: async () => {
    const { clean, malicious, total, fileHash } = await getScanResultOrThrow();
    return NextResponse.json({ clean, malicious, total, fileHash }, { headers: { "Cache-Control": "no-store" } });
  },
});
