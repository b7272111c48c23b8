import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { afterEach, describe, expect, it } from "vitest";

import { prisma } from "@/lib/database/db";
import { addRelease } from "@/lib/releases/add-release";
import { seedDemo } from "@/lib/seed/seed-demo";

const PLACEHOLDER = path.resolve("lib/seed/assets/placeholder-mod.jar");
const tempDir = () => mkdtempSync(path.join(os.tmpdir(), "releases-"));

describe("addRelease", () => {
  afterEach(async () => {
    await prisma.release.deleteMany();
    await prisma.license.deleteMany();
  });

  it("copies the jar and records its version, SHA-256 and size, on the stable channel unless told", async () => {
    const dir = tempDir();
    const bytes = readFileSync(PLACEHOLDER);
    const release = await addRelease(prisma, { sourcePath: PLACEHOLDER, version: "2.1.0", releasesDir: dir, slug: "ahsniper" });
    expect(release).toEqual({
      version: "2.1.0",
      fileName: "ahsniper-2.1.0.jar",
      sha256: createHash("sha256").update(bytes).digest("hex"),
      sizeBytes: bytes.length,
      filePath: path.join(dir, "ahsniper-2.1.0.jar"),
      channel: "stable",
    });
    expect(readFileSync(release.filePath).equals(bytes)).toBe(true);
    expect(await prisma.release.findUniqueOrThrow({ where: { version: "2.1.0" } })).toMatchObject({
      sha256: release.sha256,
      sizeBytes: bytes.length,
      channel: "STABLE",
      pulledAt: null,
    });
  });

  it("records a beta on the beta channel", async () => {
    const dir = tempDir();
    const release = await addRelease(prisma, { sourcePath: PLACEHOLDER, version: "2.2.0-beta.1", channel: "beta", releasesDir: dir, slug: "ahsniper" });
    expect(release.channel).toBe("beta");
    expect(await prisma.release.findUniqueOrThrow({ where: { version: "2.2.0-beta.1" } })).toMatchObject({ channel: "BETA" });
  });

  it("refuses the same version or the same file twice, a file that is not a jar, and a malformed version", async () => {
    const dir = tempDir();
    await addRelease(prisma, { sourcePath: PLACEHOLDER, version: "1.0.0", releasesDir: dir, slug: "s" });
    await expect(addRelease(prisma, { sourcePath: PLACEHOLDER, version: "1.0.1", releasesDir: dir, slug: "s" })).rejects.toThrow(/already registered/);
    const text = path.join(dir, "notes.txt");
    writeFileSync(text, "not a jar");
    await expect(addRelease(prisma, { sourcePath: text, version: "1.0.2", releasesDir: dir, slug: "s" })).rejects.toThrow(/not a jar/);
    await expect(addRelease(prisma, { sourcePath: PLACEHOLDER, version: "9007199254740993.0.0", releasesDir: dir, slug: "s" })).rejects.toThrow(
      /version must look like 1.2.3/,
    );
    await expect(addRelease(prisma, { sourcePath: PLACEHOLDER, version: "latest", releasesDir: dir, slug: "s" })).rejects.toThrow(
      /version must look like 1.2.3/,
    );
    expect(await prisma.release.count()).toBe(1);
  });

  it("is what the demo seed uses for its placeholder release, once", async () => {
    const dir = tempDir();
    expect(await seedDemo(prisma, { releasesDir: dir, slug: "ahsniper" })).toEqual({ licenses: 3, release: true });
    expect(await seedDemo(prisma, { releasesDir: dir, slug: "ahsniper" })).toEqual({ licenses: 0, release: false });
    expect(await prisma.release.findMany({ select: { version: true, fileName: true } })).toEqual([{ version: "1.0.0", fileName: "ahsniper-1.0.0.jar" }]);
  });
});
