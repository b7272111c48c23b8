import { createHash, randomBytes } from "node:crypto";
import { mkdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";

import semver from "semver";

import type { ShopPrismaClient } from "@/lib/database/client-options";
import type { Prisma } from "@/lib/generated/prisma/client";
import { jarProblem } from "@/lib/releases/check-jar";
import { storedChannel } from "@/lib/releases/release-order";
import { RELEASE_NOTES_MAX, RELEASE_VERSION, RELEASE_VERSION_MAX, type ReleaseChannelName } from "@/lib/releases/schemas";

export type NewRelease = { version: string; fileName: string; sha256: string; sizeBytes: number; filePath: string; channel: ReleaseChannelName };

/**
 * Tells the seller's systems of a release, inside the transaction that records it (the release.published webhook,
 * lib/outgoing-webhooks/announce-release.ts). Passed in by the upload and `npm run release:add`, which run as server
 * code: this module is also loaded by the seed, the backups and the tests' set-up, where the job queue's
 * server-only modules cannot load and no endpoint exists yet.
 */
export type ReleaseAnnouncer = (
  tx: Prisma.TransactionClient,
  release: Omit<NewRelease, "fileName" | "filePath"> & { notes: string | null },
) => Promise<unknown>;

/** A release to register, whichever way its jar comes (bytes from an upload, a path from the command line). */
type ReleaseInput = {
  version: string;
  channel?: ReleaseChannelName;
  notes?: string | null;
  releasesDir: string;
  slug: string;
  announce?: ReleaseAnnouncer;
};

/** Why a release was refused: the upload route answers `duplicate` with 409 and the rest with 400. */
export class ReleaseRefused extends Error {
  constructor(
    readonly reason: "version" | "not_jar" | "notes" | "duplicate",
    message: string,
  ) {
    super(message);
    this.name = "ReleaseRefused";
  }
}

/**
 * Registers a build of the mod from its bytes: checks the version and that
 * the file is a jar, records version, channel, SHA-256, size and notes, and
 * keeps the jar in the releases folder under a name of its own. The newest
 * stable release is the one buyers download (lib/releases/current-release.ts). A version or a file can be registered once. The
 * row and the file are one unit: the file is written (to a temporary name,
 * then renamed) inside the transaction that inserts the row, after the
 * insert has taken the version's and the hash's unique keys, so a second
 * upload of the same version at once never overwrites the first's jar, and
 * no buyer is served a row whose file is not complete.
 */
export async function registerRelease(prisma: ShopPrismaClient, input: ReleaseInput & { bytes: Buffer }): Promise<NewRelease> {
  const { bytes, version } = input;
  const channel = input.channel ?? "stable";
  // semver.valid too: it refuses what the expression lets through but no client can order (a part over 2^53).
  if (version.length > RELEASE_VERSION_MAX || !RELEASE_VERSION.test(version) || semver.valid(version) === null) {
    throw new ReleaseRefused("version", `The version must look like 1.2.3, got "${version.slice(0, 40)}"`);
  }
  if ((input.notes?.length ?? 0) > RELEASE_NOTES_MAX) throw new ReleaseRefused("notes", `Release notes must be at most ${RELEASE_NOTES_MAX} characters`);
  const problem = jarProblem(bytes);
  if (problem) throw new ReleaseRefused("not_jar", problem);

  const sha256 = createHash("sha256").update(bytes).digest("hex");
  const fileName = `${input.slug}-${version}.jar`;
  const filePath = path.resolve(input.releasesDir, fileName);
  const existing = await prisma.release.findFirst({ where: { OR: [{ version }, { sha256 }] } });
  if (existing) throw duplicate(existing);

  await mkdir(input.releasesDir, { recursive: true });
  const release = { version, fileName, sha256, sizeBytes: bytes.length, filePath, channel };
  const partial = `${filePath}.${randomBytes(6).toString("hex")}.part`;
  try {
    await prisma.$transaction(
      async (tx) => {
        await tx.release.create({ data: { ...release, channel: storedChannel(channel), notes: input.notes ?? null } });
        await input.announce?.(tx, { version, channel, sha256, sizeBytes: bytes.length, notes: input.notes ?? null });
        await writeFile(partial, bytes);
        await rename(partial, filePath);
      },
      { timeout: 60_000 },
    );
  } catch (error) {
    await rm(partial, { force: true });
    if (typeof error === "object" && error !== null && "code" in error && error.code === "P2002") {
      const raced = await prisma.release.findFirst({ where: { OR: [{ version }, { sha256 }] } });
      if (raced) throw duplicate(raced);
    }
    throw error;
  }
  return release;
}

/** `npm run release:add`: registers the jar at a path (registerRelease). */
export async function addRelease(prisma: ShopPrismaClient, input: ReleaseInput & { sourcePath: string }): Promise<NewRelease> {
  const info = await stat(input.sourcePath).catch(() => null);
  if (!info?.isFile()) throw new Error(`${input.sourcePath} is not a file`);
  return registerRelease(prisma, { ...input, bytes: await readFile(input.sourcePath) });
}

function duplicate(existing: { version: string; sha256: string }): ReleaseRefused {
  return new ReleaseRefused("duplicate", `Release ${existing.version} (${existing.sha256.slice(0, 12)}) is already registered`);
}
