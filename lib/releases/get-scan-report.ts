import "server-only";

import { AppError } from "@/lib/api/errors";
import { prisma } from "@/lib/database/db";
import { getScanResultOrThrow } from "@/lib/releases/get-scan-result-or-throw";

/**
 * The full VirusTotal report of the current release, as cached on its row
 * (the same refresh rules as the summary apply first), with the file name
 * the browser saves it under.
 */
export async function getScanReport(now = new Date()): Promise<{ fileName: string; report: unknown }> {
  const scan = await getScanResultOrThrow(now);
  const release = await prisma.release.findUnique({ where: { sha256: scan.fileHash }, select: { fileName: true, scanReport: true } });
  if (!release?.scanReport) throw new AppError("not_found", "This release has not been scanned by VirusTotal yet.");
  return { fileName: `${release.fileName}-virustotal.json`, report: release.scanReport };
}
