import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { afterEach, describe, expect, it } from "vitest";

import { buildFingerprint } from "@/lib/ops/build-fingerprint";

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
