import { rateLimitedGet } from "@/lib/api/rate-limited-get";
import { getScanReport } from "@/lib/releases/get-scan-report";

export const dynamic = "force-dynamic";

// GET /api/virustotal/download – the current release's cached VirusTotal report as a JSON attachment; 404/503 as the summary.
// A person saves the report once; 30 a minute per client only stops scripts.
export const GET = rateLimitedGet({
  name: "virustotal-download",
  perMinute: 30,
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
