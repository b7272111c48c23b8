import "server-only";

import { prisma } from "@/lib/database/db";
import { env } from "@/lib/env";
import type { Release } from "@/lib/generated/prisma/client";
import { log } from "@/lib/log";
import { getCurrentRelease } from "@/lib/releases/current-release";
import { fetchFileReport } from "@/lib/virustotal/fetch-file-report";
import { publicReportUrl } from "@/lib/virustotal/public-report-url";

/** A report is re-read after this long; verdicts on an old file change rarely. */
export const SCAN_MAX_AGE_MS = 6 * 60 * 60_000;
/** "Not on VirusTotal yet" is asked again sooner: a new release usually gets scanned within the hour. */
const NOT_FOUND_RECHECK_MS = 30 * 60_000;
/** After a failure (quota, network), this process leaves VirusTotal alone for a while. */
const FAILURE_BACKOFF_MS = 60_000;

export type ScanSummary =
  | { status: "scanned"; clean: boolean; malicious: number; total: number; fileHash: string }
  | { status: "not_scanned"; fileHash: string }
  | { status: "unavailable"; fileHash: string }
  | { status: "no_key"; fileHash: string; publicReportUrl: string };

const inflight = new Map<string, Promise<ScanSummary>>();
const backoffUntil = new Map<string, number>();

/**
 * The current release's VirusTotal verdict, or null before any release.
 * With a (premium) key the report is read from VirusTotal and cached on the
 * release row; concurrent callers share one request, and while VirusTotal
 * refuses (quota) or is unreachable the cached verdict is served. Without a
 * key nothing is claimed: the caller links VirusTotal's public report.
 * Never "clean" for a scan that did not happen.
 */
export async function getScanSummary(now = new Date(), version?: string): Promise<ScanSummary | null> {
  // A named release (the dashboard's upload asks about the jar it just registered, a beta too), else the current one.
  const release = version === undefined ? await getCurrentRelease() : await prisma.release.findUnique({ where: { version } });
  if (!release) return null;
  const fileHash = release.sha256;
  const apiKey = env.VIRUSTOTAL_API_KEY;
  if (!apiKey) return { status: "no_key", fileHash, publicReportUrl: publicReportUrl(fileHash) };

  const cached = cachedSummary(release);
  const age = release.scannedAt ? now.getTime() - release.scannedAt.getTime() : Infinity;
  if (cached && age < SCAN_MAX_AGE_MS) return cached;
  if (!cached && age < NOT_FOUND_RECHECK_MS) return { status: "not_scanned", fileHash };
  if ((backoffUntil.get(fileHash) ?? 0) > now.getTime()) return cached ?? { status: "unavailable", fileHash };

  let pending = inflight.get(fileHash);
  if (!pending) {
    pending = refresh(release, apiKey, cached, now).finally(() => inflight.delete(fileHash));
    inflight.set(fileHash, pending);
  }
  return pending;
}

async function refresh(release: Release, apiKey: string, cached: ScanSummary | null, now: Date): Promise<ScanSummary> {
  const fileHash = release.sha256;
  const result = await fetchFileReport(fileHash, { apiKey, apiBase: env.VIRUSTOTAL_API_BASE });
  if (result.kind === "found") {
    const { malicious, total, report } = result;
    await prisma.release.update({ where: { id: release.id }, data: { scanMalicious: malicious, scanTotal: total, scanReport: report, scannedAt: now } });
    return { status: "scanned", clean: malicious === 0, malicious, total, fileHash };
  }
  if (result.kind === "not_found") {
    // Remember the miss (scannedAt without counts) so page views do not spend the quota asking again.
    if (!cached) await prisma.release.update({ where: { id: release.id }, data: { scannedAt: now } });
    return cached ?? { status: "not_scanned", fileHash };
  }
  backoffUntil.set(fileHash, now.getTime() + FAILURE_BACKOFF_MS);
  log.warn("virustotal report unavailable", { sha256: fileHash, reason: result.reason, status: result.status, servingCached: Boolean(cached) });
  return cached ?? { status: "unavailable", fileHash };
}

function cachedSummary(release: Release): ScanSummary | null {
  if (release.scanMalicious === null || release.scanTotal === null) return null;
  return { status: "scanned", clean: release.scanMalicious === 0, malicious: release.scanMalicious, total: release.scanTotal, fileHash: release.sha256 };
}
