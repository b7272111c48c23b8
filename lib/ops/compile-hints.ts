import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { runInNewContext } from "node:vm";

// A relative path: next.config.ts loads this file, and its loader does not know the `@/` paths.
import { listFiles } from "../http/static-files";

/**
 * V8's explicit compile hint (Chrome 136 and later): a script that starts with this comment has all its functions
 * compiled eagerly, on the background thread that streams it in, instead of lazily on the main thread at their
 * first call. Engines that do not know it read a comment. https://v8.dev/blog/explicit-compile-hints
 */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/** The part of Next's build manifest that names the framework's chunks: the ones every page loads with it. */
type BuildManifest = { rootMainFiles?: unknown };
/** The part of a page's client reference manifest that names the chunks its client components load with the page. */
type ClientReferenceManifest = { entryJSFiles?: Record<string, unknown> };

const isScriptList = (files: unknown): files is string[] => Array.isArray(files) && files.every((file) => typeof file === "string" && file.endsWith(".js"));

/**
 * Each page's first-load chunks, the ones its HTML names and its hydration runs: the framework's (`rootMainFiles`
 * of `<distDir>/build-manifest.json`), and each page's own client components (`entryJSFiles` of the
 * `page_client-reference-manifest.js` Next writes beside every page under `server/app`). Chunks loaded later
 * (next/dynamic, a lazy import), even a next/dynamic leaf that renders as the page opens, are in neither.
 */
export function firstLoadChunks(distDir: string): string[] {
  const manifestPath = path.join(distDir, "build-manifest.json");
  const { rootMainFiles } = JSON.parse(readFileSync(manifestPath, "utf8")) as BuildManifest;
  if (!isScriptList(rootMainFiles) || !rootMainFiles.length) {
    throw new Error(`${manifestPath} names no framework chunks (rootMainFiles); cannot add compile hints`);
  }
  const pages = listFiles(path.join(distDir, "server", "app"))
    .filter((file) => file.endsWith("_client-reference-manifest.js"))
    .flatMap((file) => {
      // The manifest is a script of the build's own that assigns globalThis.__RSC_MANIFEST[route]; run apart, it
      // touches nothing here.
      const sandbox: { __RSC_MANIFEST?: Record<string, ClientReferenceManifest> } = {};
      runInNewContext(readFileSync(file, "utf8"), { globalThis: sandbox }, { timeout: 1000 });
      return Object.values(sandbox.__RSC_MANIFEST ?? {}).flatMap(({ entryJSFiles }) =>
        Object.values(entryJSFiles ?? {}).flatMap((files) => (isScriptList(files) ? files : [])),
      );
    });
  return [...new Set([...rootMainFiles, ...pages])];
}

/**
 * Marks every page's first-load chunks (firstLoadChunks: React DOM, the router, Turbopack's runtime, each page's
 * client components) with the compile hint. Without it, the first call of each of their
 * module factories, as the page hydrated, compiled that factory on the main thread: most of the one long task a
 * page had on a phone (docs/performance.md). Chunks loaded later (a dialog, the charts) stay lazy, since
 * compiling them eagerly would spend time on code a page may never run.
 *
 * Runs once per build, from `compiler.runAfterProductionCompile` in next.config.ts, before Next writes the
 * prerendered pages; a chunk that already starts with the hint is left as it is. Returns the chunks it marked.
 */
export function addCompileHints(distDir: string): string[] {
  const marked: string[] = [];
  for (const file of firstLoadChunks(distDir)) {
    const chunkPath = path.join(distDir, file);
    const source = readFileSync(chunkPath, "utf8");
    if (source.startsWith(COMPILE_HINT)) continue;
    writeFileSync(chunkPath, COMPILE_HINT + source);
    marked.push(file);
  }
  return marked;
}
