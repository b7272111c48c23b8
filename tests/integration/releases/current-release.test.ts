import { afterEach, describe, expect, it } from "vitest";

import { getCurrentRelease, getNewestRelease, getOfferedRelease, toReleaseSummary } from "@/lib/releases/current-release";

import { deleteReleases, markPulled, registerRelease } from "../../support/releases";

describe("getCurrentRelease", () => {
  afterEach(deleteReleases);

  it("is null before any release is registered", async () => {
    expect(await getCurrentRelease()).toBeNull();
  });

  it("is the highest stable version, whatever the order of publication (Forge's recommended is the same one)", async () => {
    const newest = await registerRelease("2.0.0", new Date("2026-01-01T00:00:00Z"));
    await registerRelease("1.9.0", new Date("2026-03-01T00:00:00Z"));
    await registerRelease("1.10.0", new Date("2026-02-01T00:00:00Z"));
    expect((await getCurrentRelease())?.sha256).toBe(newest.sha256);
  });

  it("is never a beta, however new, nor a pulled release: then the stable one before it", async () => {
    const older = await registerRelease("1.0.0");
    await registerRelease("1.0.1");
    await registerRelease("1.1.0-beta.1", undefined, { channel: "beta" });
    await markPulled("1.0.1");
    expect((await getCurrentRelease())?.sha256).toBe(older.sha256);
    await markPulled("1.0.0");
    expect(await getCurrentRelease()).toBeNull();
  });

  it("summarises a release without its path on disk or its scan report", async () => {
    const added = await registerRelease("3.1.4");
    const release = await getCurrentRelease();
    if (!release) throw new Error("expected a release");
    expect(toReleaseSummary(release)).toEqual({ version: "3.1.4", fileName: added.fileName, sha256: added.sha256, sizeBytes: added.bytes.length });
  });
});

describe("getNewestRelease and getOfferedRelease", () => {
  afterEach(deleteReleases);

  it("offers the stable channel its newest stable release and the beta channel the newest of either", async () => {
    await registerRelease("1.0.0");
    await registerRelease("1.1.0-beta.1", undefined, { channel: "beta" });
    await registerRelease("1.0.1");
    expect((await getNewestRelease("stable"))?.version).toBe("1.0.1");
    expect(await getNewestRelease("beta")).toMatchObject({ version: "1.1.0-beta.1", channel: "beta" });
    // A stable release newer than every beta is what a beta tester is offered.
    await registerRelease("1.1.0");
    expect(await getNewestRelease("beta")).toMatchObject({ version: "1.1.0", channel: "stable" });
  });

  it("finds a release by version unless it is pulled", async () => {
    await registerRelease("1.1.0-beta.1", undefined, { channel: "beta" });
    expect((await getOfferedRelease("1.1.0-beta.1"))?.version).toBe("1.1.0-beta.1");
    expect(await getOfferedRelease("9.9.9")).toBeNull();
    await markPulled("1.1.0-beta.1");
    expect(await getOfferedRelease("1.1.0-beta.1")).toBeNull();
    expect(await getNewestRelease("beta")).toBeNull();
  });
});
