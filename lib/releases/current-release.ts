import "server-only";

import { prisma } from "@/lib/database/db";
import type { Release } from "@/lib/generated/prisma/client";
import { channelName, newestOn } from "@/lib/releases/release-order";
import type { ReleaseChannelName } from "@/lib/releases/schemas";

/** What pages and API answers may show of a release: never its path on disk or the cached scan report. */
export type ReleaseSummary = { version: string; fileName: string; sha256: string; sizeBytes: number };

export function toReleaseSummary(release: Pick<Release, "version" | "fileName" | "sha256" | "sizeBytes">): ReleaseSummary {
  return { version: release.version, fileName: release.fileName, sha256: release.sha256, sizeBytes: release.sizeBytes };
}

/** The log keeps every release; far more than the mod will ever have is still one read. */
export const MAX_RELEASES = 500;

/** A release that is offered, as the channels choose among them. */
export type OfferedRelease = Pick<Release, "id" | "version" | "fileName" | "sha256" | "sizeBytes" | "notes" | "publishedAt"> & {
  channel: ReleaseChannelName;
};

/** Every release that is not pulled (a few columns each: the scan report stays behind). */
export async function readOfferedReleases(): Promise<OfferedRelease[]> {
  const rows = await prisma.release.findMany({
    where: { pulledAt: null },
    orderBy: { publishedAt: "desc" },
    take: MAX_RELEASES,
    select: { id: true, version: true, fileName: true, sha256: true, sizeBytes: true, notes: true, publishedAt: true, channel: true },
  });
  return rows.map((row) => ({ ...row, channel: channelName(row.channel) }));
}

/** The release a channel offers now (lib/releases/release-order.ts, newestOn), or null when it has none. */
export async function getNewestRelease(channel: ReleaseChannelName): Promise<OfferedRelease | null> {
  return newestOn(await readOfferedReleases(), channel);
}

/**
 * The release buyers download: the newest stable one that is not pulled (by semantic version), or null before any
 * is registered.
 */
export async function getCurrentRelease(): Promise<Release | null> {
  const newest = await getNewestRelease("stable");
  return newest && prisma.release.findUnique({ where: { id: newest.id } });
}

/**
 * A release by its version, for a mod that downloads the update its signed manifest named (a beta among them):
 * null when there is no such version or it was pulled.
 */
export async function getOfferedRelease(version: string): Promise<Release | null> {
  return prisma.release.findFirst({ where: { version, pulledAt: null } });
}
