import { existsSync, readdirSync } from "node:fs";
import path from "node:path";

// The build's static files, as the steps after its compile (lib/ops/compile-hints.ts, lib/ops/precompress-static.ts,
// which next.config.ts loads, so this file imports nothing of ours) and the server (lib/http/precompressed-static.ts)
// see them.

/** The build's files compressed ahead, by extension, with the type they are served as. */
export const PRECOMPRESSED_TYPES: Record<string, string> = {
  ".js": "application/javascript; charset=UTF-8",
  ".css": "text/css; charset=UTF-8",
};

/** Every file under `dir`, recursively; none when it does not exist. */
export function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? listFiles(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );
}
