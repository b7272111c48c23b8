import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { prisma } from "@/lib/database/db";
import { addRelease, type NewRelease } from "@/lib/releases/add-release";
import type { ReleaseChannelName } from "@/lib/releases/schemas";
import { site } from "@/lib/site";

import { makeJar } from "./jar";

/**
 * Registers a release of a fresh jar (a real zip with random class bytes, so
 * every call has its own SHA-256) through the real `release:add` code path:
 * stable unless told, published now unless told.
 */
export async function registerRelease(
  version: string,
  publishedAt?: Date,
  { channel = "stable", notes = null }: { channel?: ReleaseChannelName; notes?: string | null } = {},
): Promise<NewRelease & { bytes: Buffer }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "release-fixture-"));
  const bytes = makeJar();
  const source = path.join(dir, "build.jar");
  writeFileSync(source, bytes);
  const release = await addRelease(prisma, { sourcePath: source, version, channel, notes, releasesDir: path.join(dir, "releases"), slug: site.command });
  if (publishedAt) await prisma.release.update({ where: { version }, data: { publishedAt } });
  return { ...release, bytes };
}

export const deleteReleases = () => prisma.release.deleteMany();

/** Pulls a release as an admin would (lib/releases/pull-release.ts), without the audit's admin. */
export const markPulled = (version: string, reason = "Breaks sniping on the new auction house") =>
  prisma.release.update({ where: { version }, data: { pulledAt: new Date(), pulledReason: reason } });
