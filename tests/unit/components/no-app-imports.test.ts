import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../../..");

/** An import or re-export (static or dynamic) of a module under app/, by the alias or by a relative path. */
const FROM_APP = /(?:from\s+|import\s*\(\s*|import\s+)["'](?:@\/app\/|(?:\.\.\/)+app\/)/;

describe("components/", () => {
  it("never imports from app/ (server actions live in lib/<audience>/actions/, copy and types in lib/)", () => {
    const files = readdirSync(path.join(ROOT, "components"), { recursive: true, encoding: "utf8" }).filter((file) => /\.(ts|tsx)$/.test(file));
    expect(files.length).toBeGreaterThan(0);
    const offenders = files.filter((file) => FROM_APP.test(readFileSync(path.join(ROOT, "components", file), "utf8")));
    expect(offenders).toEqual([]);
  });

  it("recognises the imports it forbids", () => {
    expect(FROM_APP.test('import { addUserAction } from "@/app/admin/actions/users";')).toBe(true);
    expect(FROM_APP.test('export { x } from "../../app/admin/actions/users";')).toBe(true);
    expect(FROM_APP.test('const m = await import("@/app/admin/actions/users");')).toBe(true);
    expect(FROM_APP.test('import { addUserAction } from "@/lib/admin/actions/users";')).toBe(false);
  });
});
