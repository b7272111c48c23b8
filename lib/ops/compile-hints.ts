import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * V8's explicit compile hint (Chrome 136 and later): a script that starts with this comment has all its functions
 * compiled eagerly, on the background thread that streams it in, instead of lazily on the main thread at their
 * first call. Engines that do not know it read a comment. https://v8.dev/blog/explicit-compile-hints
 */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/** The part of Next's build manifest that names the framework's chunks: the ones every page loads and runs at once. */
type BuildManifest = { rootMainFiles?: unknown };

/**
 * Marks the framework's chunks of a production build (`rootMainFiles` in `<distDir>/build-manifest.json`: React DOM,
 * the router, Turbopack's runtime) with the compile hint. Without it, the first call of each of their module
 * factories, as the page hydrates, compiled that factory on the main thread: most of the one long task a page of
 * server components had on a phone (docs/performance.md). Chunks loaded later (a form's rules, a dialog) stay lazy,
 * since compiling them eagerly would spend time on code a page may never run.
 *
 * Runs once per build, from `compiler.runAfterProductionCompile` in next.config.ts, before Next writes the
 * prerendered pages; a chunk that already starts with the hint is left as it is. Returns the chunks it marked.
 */
export function addCompileHints(distDir: string): string[] {
  const manifestPath = path.join(distDir, "build-manifest.json");
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as BuildManifest;
  const files = manifest.rootMainFiles;
  if (!Array.isArray(files) || !files.length || !files.every((file): file is string => typeof file === "string" && file.endsWith(".js"))) {
    throw new Error(`${manifestPath} names no framework chunks (rootMainFiles); cannot add compile hints`);
  }
  const marked: string[] = [];
  for (const file of files) {
    const chunkPath = path.join(distDir, file);
    const source = readFileSync(chunkPath, "utf8");
    if (source.startsWith(COMPILE_HINT)) continue;
    writeFileSync(chunkPath, COMPILE_HINT + source);
    marked.push(file);
  }
  return marked;
}
