import { clientIp } from "@/lib/http/client-address";
import { toResponse } from "@/lib/api/errors";
import { createRateLimiter } from "@/lib/api/rate-limit";
import { getScanReport } from "@/lib/virustotal/get-scan-report";

export const dynamic = "force-dynamic";

/** A person saves the report once; 30 a minute per client only stops scripts. */
const limiter = createRateLimiter({ name: "virustotal-download", policy: "per-address", limit: 30, windowSeconds: 60 });

// GET /api/virustotal/download – the current release's cached VirusTotal report as a JSON attachment; 404/503 as the summary.
export async function GET(req: Request) {
  try {
    await limiter.hitAddress(clientIp(req.headers));
    const { fileName, report } = await getScanReport();
    return new Response(JSON.stringify(report, null, 2), {
      headers: {
        "Content-Type": "application/json; charset=utf-8",
        "Content-Disposition": `attachment; filename="${fileName.replace(/["\\\r\n]/g, "_")}"`,
        "Cache-Control": "no-store",
      },
    });
  } catch (error) {
    return toResponse(error);
  }
}
