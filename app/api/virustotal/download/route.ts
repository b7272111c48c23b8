import { rateLimitedGet } from "@/lib/api/rate-limited-get";
import { RATE_LIMITS } from "@/lib/api/rate-limits";
import { getScanReport } from "@/lib/releases/get-scan-report";

export const dynamic = "force-dynamic";

// GET /api/virustotal/download – the current release's cached VirusTotal report as a JSON attachment; 404/503 as the summary.
export const GET = rateLimitedGet({
  rateLimit: RATE_LIMITS.virustotalDownload,
  run: async () => {
    const { fileName, report } = await getScanReport();
    return new Response(JSON.stringify(report, null, 2), {
      headers: {
        "Content-Type": "application/json; charset=utf-8",
        "Content-Disposition": `attachment; filename="${fileName.replace(/["\\\r\n]/g, "_")}"`,
        "Cache-Control": "no-store",
      },
    });
  },
});
