import "server-only";

import { prisma } from "@/lib/database/db";

/** A release as the public log and the dashboard show it: never its path on disk or the cached scan report. */
export type ReleaseRow = {
  version: string;
  fileName: string;
  sha256: string;
  sizeBytes: number;
  notes: string | null;
  publishedAt: string;
  /** VirusTotal's verdict as last read (lib/releases/get-scan-summary.ts): counts, or null before a report. */
  scanMalicious: number | null;
  scanTotal: number | null;
  scannedAt: string | null;
};

/** The log keeps every release; far more than the mod will ever have is still one page. */
const MAX_RELEASES = 500;

/** Every release, newest first (the order getCurrentRelease picks the served one by, so the first is the current). */
export async function listReleases(): Promise<ReleaseRow[]> {
  const rows = await prisma.release.findMany({
    orderBy: [{ publishedAt: "desc" }, { version: "desc" }],
    take: MAX_RELEASES,
    select: {
      version: true,
      fileName: true,
      sha256: true,
      sizeBytes: true,
      notes: true,
      publishedAt: true,
      scanMalicious: true,
      scanTotal: true,
      scannedAt: true,
    },
  });
  return rows.map((row) => ({ ...row, publishedAt: row.publishedAt.toISOString(), scannedAt: row.scannedAt?.toISOString() ?? null }));
}
