import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { afterEach, describe, expect, it } from "vitest";

import { buildFingerprint, buildIsCurrent, stampBuild } from "@/lib/ops/build-fingerprint";

describe("buildFingerprint", () => {
  const root = mkdtempSync(path.join(os.tmpdir(), "fingerprint-"));
  mkdirSync(path.join(root, "app"));
  writeFileSync(path.join(root, "app/page.tsx"), "one");
  afterEach(() => writeFileSync(path.join(root, "app/page.tsx"), "one"));

  it("is stable while nothing changes", () => {
    expect(buildFingerprint(root, {})).toBe(buildFingerprint(root, {}));
  });

  it("changes when a source file changes, so npm start rebuilds", () => {
    const before = buildFingerprint(root, {});
    writeFileSync(path.join(root, "app/page.tsx"), "two");
    expect(buildFingerprint(root, {})).not.toBe(before);
  });

  it("changes with the site settings baked into prerendered pages, and not with others", () => {
    const before = buildFingerprint(root, {});
    expect(buildFingerprint(root, { SITE_NAME: "Other" })).not.toBe(before);
    expect(buildFingerprint(root, { PORT: "4000" })).toBe(before);
  });

  it("ignores build output and dependencies", () => {
    const before = buildFingerprint(root, {});
    mkdirSync(path.join(root, "app/node_modules"), { recursive: true });
    writeFileSync(path.join(root, "app/node_modules/x.js"), "x");
    expect(buildFingerprint(root, {})).toBe(before);
    rmSync(path.join(root, "app/node_modules"), { recursive: true });
  });
});

describe("buildIsCurrent", () => {
  const root = mkdtempSync(path.join(os.tmpdir(), "build-stamp-"));
  mkdirSync(path.join(root, "app"));
  writeFileSync(path.join(root, "app/page.tsx"), "one");
  const distDir = ".next-test";
  const env = { PUBLIC_SITE_URL: "https://shop.example.test" };

  it("is false until a finished build is stamped with these sources and settings, then true", () => {
    expect(buildIsCurrent(root, distDir, env)).toBe(false);
    mkdirSync(path.join(root, distDir));
    stampBuild(root, distDir, buildFingerprint(root, env));
    // No BUILD_ID: the build did not finish.
    expect(buildIsCurrent(root, distDir, env)).toBe(false);
    writeFileSync(path.join(root, distDir, "BUILD_ID"), "x");
    expect(buildIsCurrent(root, distDir, env)).toBe(true);
  });

  it("is false for a build of other sources or another public address, so the audit builds its own", () => {
    expect(buildIsCurrent(root, distDir, { PUBLIC_SITE_URL: "http://127.0.0.1:3200" })).toBe(false);
    writeFileSync(path.join(root, "app/page.tsx"), "two");
    expect(buildIsCurrent(root, distDir, env)).toBe(false);
    writeFileSync(path.join(root, "app/page.tsx"), "one");
    expect(buildIsCurrent(root, distDir, env)).toBe(true);
  });

  it("counts instrumentation.ts, which the build compiles, as a source", () => {
    writeFileSync(path.join(root, "instrumentation.ts"), "export function register() {}");
    expect(buildIsCurrent(root, distDir, env)).toBe(false);
    rmSync(path.join(root, "instrumentation.ts"));
    expect(buildIsCurrent(root, distDir, env)).toBe(true);
  });
});
