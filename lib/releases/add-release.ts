import { createHash } from "node:crypto";
import { copyFile, mkdir, readFile, stat } from "node:fs/promises";
import path from "node:path";

import type { ShopPrismaClient } from "@/lib/database/client-options";

export type NewRelease = { version: string; fileName: string; sha256: string; sizeBytes: number; filePath: string };

const VERSION = /^\d+\.\d+\.\d+(?:[-+][0-9A-Za-z.-]+)?$/;

/**
 * Registers a build of the mod: copies the jar into the releases folder under
 * a name of its own, records version, SHA-256 and size. The newest release
 * is the one buyers download. A version or a file can be registered once.
 */
export async function addRelease(
  prisma: ShopPrismaClient,
  input: { sourcePath: string; version: string; releasesDir: string; slug: string },
): Promise<NewRelease> {
  if (!VERSION.test(input.version)) throw new Error(`--version must look like 1.2.3, got "${input.version}"`);
  const info = await stat(input.sourcePath).catch(() => null);
  if (!info?.isFile()) throw new Error(`${input.sourcePath} is not a file`);
  const bytes = await readFile(input.sourcePath);
  if (bytes.subarray(0, 4).toString("latin1") !== "PK\u0003\u0004") throw new Error(`${input.sourcePath} is not a jar (zip) file`);

  const sha256 = createHash("sha256").update(bytes).digest("hex");
  const fileName = `${input.slug}-${input.version}.jar`;
  const filePath = path.resolve(input.releasesDir, fileName);
  const existing = await prisma.release.findFirst({ where: { OR: [{ version: input.version }, { sha256 }] } });
  if (existing) throw new Error(`release ${existing.version} (${existing.sha256.slice(0, 12)}) is already registered`);

  await mkdir(input.releasesDir, { recursive: true });
  await copyFile(input.sourcePath, filePath);
  const release = { version: input.version, fileName, sha256, sizeBytes: bytes.length, filePath };
  await prisma.release.create({ data: release });
  return release;
}
