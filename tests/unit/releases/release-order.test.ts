import { describe, expect, it } from "vitest";

import { newerFirst, newestOn } from "@/lib/releases/release-order";
import { RELEASE_VERSION } from "@/lib/releases/schemas";

const at = (version: string, day = 1, channel: "stable" | "beta" = "stable") => ({ version, channel, publishedAt: new Date(Date.UTC(2026, 0, day)) });

describe("newerFirst", () => {
  it("orders by Semantic Versioning's precedence (semver.org's own chain), not by publication", () => {
    const chain = [
      "1.0.0-alpha",
      "1.0.0-alpha.1",
      "1.0.0-alpha.beta",
      "1.0.0-beta",
      "1.0.0-beta.2",
      "1.0.0-beta.11",
      "1.0.0-rc.1",
      "1.0.0",
      "1.0.1",
      "1.1.0-beta.1",
      "1.10.0",
    ];
    // Published in reverse, so only the version can put them in order.
    const shuffled = chain.map((version, i) => at(version, chain.length - i));
    expect(shuffled.sort(newerFirst).map((r) => r.version)).toEqual([...chain].reverse());
  });

  it("puts the later publication first when versions differ only in build metadata", () => {
    expect([at("1.0.0+a", 1), at("1.0.0+b", 2)].sort(newerFirst).map((r) => r.version)).toEqual(["1.0.0+b", "1.0.0+a"]);
  });

  it("puts a version registered before the strict check (leading zero) below every valid one, without throwing", () => {
    expect([at("01.2.3"), at("0.0.1")].sort(newerFirst).map((r) => r.version)).toEqual(["0.0.1", "01.2.3"]);
  });
});

describe("newestOn", () => {
  const releases = [at("1.0.0", 1), at("1.1.0-beta.1", 2, "beta"), at("1.0.1", 3)];

  it("offers stable the newest stable release and beta the newest of either channel", () => {
    expect(newestOn(releases, "stable")?.version).toBe("1.0.1");
    expect(newestOn(releases, "beta")?.version).toBe("1.1.0-beta.1");
    expect(newestOn([at("2.0.0-beta.1", 1, "beta")], "stable")).toBeNull();
    expect(newestOn([], "beta")).toBeNull();
  });
});

describe("RELEASE_VERSION", () => {
  it.each(["1.2.3", "0.0.1", "1.2.3-beta.1", "1.2.3-rc.1+build.7", "10.20.30"])("takes %s", (version) => {
    expect(RELEASE_VERSION.test(version)).toBe(true);
  });

  it.each(["1.2", "v1.2.3", "01.2.3", "1.2.3-", "1.2.3-beta..1", "1.2.3-01", "1.2.3+", "1.2.3 "])("refuses %j", (version) => {
    expect(RELEASE_VERSION.test(version)).toBe(false);
  });
});
