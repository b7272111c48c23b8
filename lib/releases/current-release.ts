import "server-only";

import { prisma } from "@/lib/database/db";
import type { Release } from "@/lib/generated/prisma/client";

/** What pages and API answers may show of a release: never its path on disk or the cached scan report. */
export type ReleaseSummary = { version: string; fileName: string; sha256: string; sizeBytes: number };

export function toReleaseSummary(release: Pick<Release, "version" | "fileName" | "sha256" | "sizeBytes">): ReleaseSummary {
  return { version: release.version, fileName: release.fileName, sha256: release.sha256, sizeBytes: release.sizeBytes };
}

/**
 * The release buyers download: the one published last (`npm run
 * release:add`), or null before any is registered. Ties on publishedAt
 * (same millisecond) fall back to the version string, so the answer is stable.
 */
export async function getCurrentRelease(): Promise<Release | null> {
  return prisma.release.findFirst({ orderBy: [{ publishedAt: "desc" }, { version: "desc" }] });
}
