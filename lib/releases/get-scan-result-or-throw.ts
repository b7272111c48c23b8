import "server-only";

import { AppError } from "@/lib/api/errors";
import { getScanSummary, type ScanSummary } from "@/lib/releases/get-scan-summary";

type ScanResult = Extract<ScanSummary, { status: "scanned" }>;

/**
 * The current release's verdict for the API routes, which have only one
 * success shape: anything short of a real scan is an error. Not scanned (or
 * no release) is 404; no key or VirusTotal unreachable with nothing cached
 * is 503, so a client never mistakes "unknown" for "clean".
 */
export async function getScanResultOrThrow(now = new Date()): Promise<ScanResult> {
  const summary = await getScanSummary(now);
  if (!summary) throw new AppError("not_found", "No release has been published yet.");
  switch (summary.status) {
    case "scanned":
      return summary;
    case "not_scanned":
      throw new AppError("not_found", "This release has not been scanned by VirusTotal yet.");
    case "no_key":
      throw new AppError("service_unavailable", `Scan results are not available from this server. VirusTotal's public report: ${summary.publicReportUrl}`);
    case "unavailable":
      throw new AppError("service_unavailable", "VirusTotal could not be reached. Please try again later.");
  }
}
