import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { addCompileHints, COMPILE_HINT, firstLoadChunks } from "@/lib/ops/compile-hints";

// The framework's chunks compile off the main thread, so hydrating a page leaves no long task behind.
let distDir: string;
const chunk = (name: string) => path.join(distDir, "static", "chunks", name);
const read = (name: string) => readFileSync(chunk(name), "utf8");

/** A page's client reference manifest as Next writes it: a script that assigns the manifest of its route. */
function pageManifest(route: string, entryJSFiles: Record<string, unknown>) {
  const dir = path.join(distDir, "server", "app", ...route.split("/").filter(Boolean));
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    path.join(dir, "page_client-reference-manifest.js"),
    `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\nglobalThis.__RSC_MANIFEST["${route}/page"] = ${JSON.stringify({ clientModules: {}, entryJSFiles })};\n`,
  );
}

function build(rootMainFiles: unknown) {
  mkdirSync(path.join(distDir, "static", "chunks"), { recursive: true });
  for (const name of ["react-dom.js", "runtime.js", "form.js", "checkout.js", "charts.js"])
    writeFileSync(chunk(name), `(globalThis.TURBOPACK||[]).push(["${name}"]);`);
  writeFileSync(path.join(distDir, "build-manifest.json"), JSON.stringify({ polyfillFiles: ["static/chunks/polyfill.js"], rootMainFiles }));
}

beforeEach(() => {
  distDir = mkdtempSync(path.join(os.tmpdir(), "compile-hints-"));
});
afterEach(() => rmSync(distDir, { recursive: true, force: true }));

describe("addCompileHints", () => {
  it("puts V8's compile hint first in the framework's chunks and every page's own first-load chunks, and nowhere else", () => {
    build(["static/chunks/react-dom.js", "static/chunks/runtime.js"]);
    pageManifest("/(shop)/payment", {
      "[project]/app/(shop)/payment/page": ["static/chunks/form.js", "static/chunks/checkout.js"],
      "[project]/app/layout": [],
    });
    pageManifest("/terms", { "[project]/app/layout": [], "[project]/app/global-error": ["static/chunks/form.js"] });

    expect(firstLoadChunks(distDir)).toEqual(["static/chunks/react-dom.js", "static/chunks/runtime.js", "static/chunks/form.js", "static/chunks/checkout.js"]);
    expect(addCompileHints(distDir)).toEqual(firstLoadChunks(distDir));

    expect(COMPILE_HINT).toBe("//# allFunctionsCalledOnLoad\n");
    expect(read("react-dom.js")).toBe(`${COMPILE_HINT}(globalThis.TURBOPACK||[]).push(["react-dom.js"]);`);
    for (const name of ["runtime.js", "form.js", "checkout.js"]) expect(read(name)).toBe(`${COMPILE_HINT}(globalThis.TURBOPACK||[]).push(["${name}"]);`);
    // A chunk no page loads with it (next/dynamic's charts, loaded on use) stays lazily compiled.
    expect(read("charts.js")).toBe(`(globalThis.TURBOPACK||[]).push(["charts.js"]);`);
  });

  it("reads a page manifest in a sandbox of its own: what its script assigns stays out of this process", () => {
    build(["static/chunks/react-dom.js"]);
    pageManifest("/faq", { "[project]/app/faq/page": ["static/chunks/form.js"] });

    expect(firstLoadChunks(distDir)).toEqual(["static/chunks/react-dom.js", "static/chunks/form.js"]);
    expect((globalThis as { __RSC_MANIFEST?: unknown }).__RSC_MANIFEST).toBeUndefined();
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
