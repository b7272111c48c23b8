import "server-only";

import { prisma } from "@/lib/database/db";
import { MAX_RELEASES } from "@/lib/releases/current-release";
import { channelName, newerFirst, newestOn } from "@/lib/releases/release-order";
import type { ReleaseChannelName } from "@/lib/releases/schemas";

/** A release as the public log and the dashboard show it: never its path on disk or the cached scan report. */
export type ReleaseRow = {
  version: string;
  fileName: string;
  sha256: string;
  sizeBytes: number;
  notes: string | null;
  publishedAt: string;
  channel: ReleaseChannelName;
  /** The one buyers download now: the newest stable release that is not pulled. */
  current: boolean;
  /** When and why an admin pulled it; null while it is offered. */
  pulledAt: string | null;
  pulledReason: string | null;
  /** VirusTotal's verdict as last read (lib/releases/get-scan-summary.ts): counts, or null before a report. */
  scanMalicious: number | null;
  scanTotal: number | null;
  scannedAt: string | null;
};

/** Every release, newest first by semantic version (lib/releases/release-order.ts), pulled ones included. */
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
      channel: true,
      pulledAt: true,
      pulledReason: true,
      scanMalicious: true,
      scanTotal: true,
      scannedAt: true,
    },
  });
  const releases = rows.map((row) => ({ ...row, channel: channelName(row.channel) })).sort(newerFirst);
  const current = newestOn(
    releases.filter((release) => !release.pulledAt),
    "stable",
  );
  return releases.map((row) => ({
    ...row,
    current: row === current,
    publishedAt: row.publishedAt.toISOString(),
    pulledAt: row.pulledAt?.toISOString() ?? null,
    scannedAt: row.scannedAt?.toISOString() ?? null,
  }));
}
