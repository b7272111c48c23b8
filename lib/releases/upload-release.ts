import "server-only";

import { AppError } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import type { AdminContext } from "@/lib/auth/admin-context";
import { prisma } from "@/lib/database/db";
import { env } from "@/lib/env";
import { log } from "@/lib/log";
import { announceRelease } from "@/lib/outgoing-webhooks/announce-release";
import { registerRelease, ReleaseRefused } from "@/lib/releases/add-release";
import { toReleaseSummary, type ReleaseSummary } from "@/lib/releases/current-release";
import { getScanSummary, type ScanSummary } from "@/lib/releases/get-scan-summary";
import { releasesDir } from "@/lib/releases/releases-dir";
import type { ReleaseChannelName } from "@/lib/releases/schemas";
import { site } from "@/lib/site";

const FIELD: Record<ReleaseRefused["reason"], string> = { version: "version", notes: "notes", not_jar: "file", duplicate: "version" };

/**
 * The dashboard's upload: registers the jar exactly as `npm run release:add`
 * does (registerRelease: version rules, jar check, SHA-256 computed here,
 * once per version and per file), audits it as `release.add`, then asks
 * VirusTotal about it at once (the check the download page would otherwise
 * make for the first buyer), so the Releases tab shows its scan state.
 * A refusal is a 400 naming the field, a registered version or file a 409.
 */
export async function uploadRelease(
  input: { bytes: Buffer; version: string; channel: ReleaseChannelName; notes?: string },
  ctx: AdminContext,
): Promise<{ release: ReleaseSummary; scan: ScanSummary["status"] | null }> {
  let release;
  try {
    release = await registerRelease(prisma, { ...input, releasesDir: releasesDir(env), slug: site.command, announce: announceRelease });
  } catch (error) {
    if (!(error instanceof ReleaseRefused)) throw error;
    throw new AppError(error.reason === "duplicate" ? "conflict" : "bad_request", error.message, { fields: { [FIELD[error.reason]]: error.message } });
  }
  await recordAudit({
    action: "release.add",
    actor: ctx.admin.username,
    success: true,
    ipAddress: ctx.ipAddress,
    details: { version: release.version, channel: release.channel, sha256: release.sha256, sizeBytes: release.sizeBytes },
  });
  const scan = await getScanSummary(new Date(), release.version).catch((error: unknown) => {
    log.warn("scan of a new release failed", { version: release.version, error: error instanceof Error ? error.message : String(error) });
    return null;
  });
  return { release: toReleaseSummary(release), scan: scan?.status ?? null };
}
