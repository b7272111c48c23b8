import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { addCompileHints, COMPILE_HINT } from "@/lib/ops/compile-hints";

// Issue #22 §4: the framework's chunks compile off the main thread, so hydrating a page leaves no long task behind.
let distDir: string;
const chunk = (name: string) => path.join(distDir, "static", "chunks", name);
const read = (name: string) => readFileSync(chunk(name), "utf8");

function build(rootMainFiles: unknown) {
  mkdirSync(path.join(distDir, "static", "chunks"), { recursive: true });
  for (const name of ["react-dom.js", "runtime.js", "form.js"]) writeFileSync(chunk(name), `(globalThis.TURBOPACK||[]).push(["${name}"]);`);
  writeFileSync(path.join(distDir, "build-manifest.json"), JSON.stringify({ polyfillFiles: ["static/chunks/polyfill.js"], rootMainFiles }));
}

beforeEach(() => {
  distDir = mkdtempSync(path.join(os.tmpdir(), "compile-hints-"));
});
afterEach(() => rmSync(distDir, { recursive: true, force: true }));

describe("addCompileHints", () => {
  it("puts V8's compile hint first in every chunk the build manifest names as the framework's, and nowhere else", () => {
    build(["static/chunks/react-dom.js", "static/chunks/runtime.js"]);

    expect(addCompileHints(distDir)).toEqual(["static/chunks/react-dom.js", "static/chunks/runtime.js"]);

    expect(COMPILE_HINT).toBe("//# allFunctionsCalledOnLoad\n");
    expect(read("react-dom.js")).toBe(`${COMPILE_HINT}(globalThis.TURBOPACK||[]).push(["react-dom.js"]);`);
    expect(read("runtime.js")).toBe(`${COMPILE_HINT}(globalThis.TURBOPACK||[]).push(["runtime.js"]);`);
    // A chunk loaded later, on use, stays lazily compiled.
    expect(read("form.js")).toBe(`(globalThis.TURBOPACK||[]).push(["form.js"]);`);
  });

  it("marks a chunk once: a second run changes nothing and reports nothing", () => {
    build(["static/chunks/react-dom.js"]);
    addCompileHints(distDir);
    const once = read("react-dom.js");

    expect(addCompileHints(distDir)).toEqual([]);
    expect(read("react-dom.js")).toBe(once);
  });

  it("stops the build with the manifest's path when the manifest names no framework chunks", () => {
    for (const rootMainFiles of [undefined, [], ["static/chunks/react-dom.css"], [42]]) {
      build(rootMainFiles);
      expect(() => addCompileHints(distDir)).toThrow(`${path.join(distDir, "build-manifest.json")} names no framework chunks (rootMainFiles)`);
      expect(read("react-dom.js")).not.toContain(COMPILE_HINT);
    }
  });
});
