import semver from "semver";

import type { ReleaseChannelName } from "@/lib/releases/schemas";

type Ordered = { version: string; publishedAt: Date | string };

/**
 * Newer first, by Semantic Versioning's precedence (1.1.0-beta.1 is newer than 1.0.1, and older than 1.1.0), as
 * Forge and the Java client compare; versions equal but for build metadata (1.0.0+a, 1.0.0+b) by the later
 * publication.
 */
export function newerFirst(a: Ordered, b: Ordered): number {
  return precedence(b.version, a.version) || new Date(b.publishedAt).getTime() - new Date(a.publishedAt).getTime();
}

/** semver.compare, with a version registered before versions were checked as strictly (01.2.3) below every valid one. */
function precedence(a: string, b: string): number {
  const validA = semver.valid(a) !== null;
  const validB = semver.valid(b) !== null;
  if (validA && validB) return semver.compare(a, b);
  return Number(validA) - Number(validB);
}

/**
 * What a channel offers, from releases that are not pulled: `stable` the newest stable release (the one buyers
 * download), `beta` the newest of either channel (a beta tester is offered a stable release newer than every beta).
 */
export function newestOn<T extends Ordered & { channel: ReleaseChannelName }>(releases: readonly T[], channel: ReleaseChannelName): T | null {
  const offered = channel === "stable" ? releases.filter((release) => release.channel === "stable") : releases;
  return [...offered].sort(newerFirst)[0] ?? null;
}

/** The database's channel (prisma/schema.prisma, ReleaseChannel) as the API spells it, and back. */
export function channelName(stored: "STABLE" | "BETA"): ReleaseChannelName {
  return stored === "BETA" ? "beta" : "stable";
}

export function storedChannel(channel: ReleaseChannelName): "STABLE" | "BETA" {
  return channel === "beta" ? "BETA" : "STABLE";
}
