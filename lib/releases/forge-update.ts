import "server-only";

import { createHash } from "node:crypto";

import { readOfferedReleases, type OfferedRelease } from "@/lib/releases/current-release";
import { newerFirst, newestOn } from "@/lib/releases/release-order";
import { MINECRAFT_VERSION, type ForgeUpdateJson } from "@/lib/releases/schemas";
import { absoluteUrl } from "@/lib/site";

/**
 * Forge's update JSON from the offered releases: `homepage`, the Minecraft version's map of each mod version to its
 * changelog, and `promos` with `<mc>-recommended` (the newest stable release) and `<mc>-latest` (the newest of either
 * channel). Pulled releases are left out. A promo is absent while its channel has no release.
 */
function forgeUpdateJson(releases: readonly OfferedRelease[]): ForgeUpdateJson {
  const recommended = newestOn(releases, "stable");
  const latest = newestOn(releases, "beta");
  const changelogs = Object.fromEntries([...releases].sort(newerFirst).map((release) => [release.version, release.notes ?? ""]));
  return {
    homepage: absoluteUrl("/releases"),
    [MINECRAFT_VERSION]: changelogs,
    promos: {
      ...(recommended && { [`${MINECRAFT_VERSION}-recommended`]: recommended.version }),
      ...(latest && { [`${MINECRAFT_VERSION}-latest`]: latest.version }),
    },
  };
}

/** The answer's bytes and its entity tag (a hash of them: any release added, pulled or put back changes it). */
export type ForgeUpdateAnswer = { body: string; etag: string };

let reading: Promise<ForgeUpdateAnswer> | null = null;

/**
 * The update JSON as the route sends it, read from the database for every request, so an added or pulled release
 * is in the next answer on every instance. Requests that arrive while a read is under way share it (under a burst
 * of game starts, one query answers them all); nothing is kept after it.
 */
export function readForgeUpdate(): Promise<ForgeUpdateAnswer> {
  reading ??= readOfferedReleases()
    .then((releases) => {
      const body = JSON.stringify(forgeUpdateJson(releases));
      return { body, etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"` };
    })
    .finally(() => {
      reading = null;
    });
  return reading;
}
