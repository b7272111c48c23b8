import { afterEach, describe, expect, it } from "vitest";

import { getCurrentRelease, toReleaseSummary } from "@/lib/releases/current-release";

import { deleteReleases, registerRelease } from "../../support/releases";

describe("getCurrentRelease", () => {
  afterEach(deleteReleases);

  it("is null before any release is registered", async () => {
    expect(await getCurrentRelease()).toBeNull();
  });

  it("is the release published last, whatever its version or the order of registration", async () => {
    await registerRelease("2.0.0", new Date("2026-01-01T00:00:00Z"));
    const newest = await registerRelease("1.9.0", new Date("2026-03-01T00:00:00Z"));
    await registerRelease("1.5.0", new Date("2026-02-01T00:00:00Z"));
    expect((await getCurrentRelease())?.sha256).toBe(newest.sha256);
  });

  it("summarises a release without its path on disk or its scan report", async () => {
    const added = await registerRelease("3.1.4");
    const release = await getCurrentRelease();
    if (!release) throw new Error("expected a release");
    expect(toReleaseSummary(release)).toEqual({ version: "3.1.4", fileName: added.fileName, sha256: added.sha256, sizeBytes: added.bytes.length });
  });
});
