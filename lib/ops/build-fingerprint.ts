import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

const SOURCE_ROOTS = [
  "app",
  "components",
  "lib",
  "public",
  "prisma/schema.prisma",
  "next.config.ts",
  "postcss.config.mjs",
  "package-lock.json",
  "proxy.ts",
  "instrumentation.ts",
  "tsconfig.json",
];
const SKIP = new Set(["node_modules", "generated", ".next"]);
/** Build-time values: the prerendered pages bake these in. */
const BUILD_ENV = ["SITE_NAME", "SITE_COMMAND", "SUPPORT_EMAIL", "COMMUNITY_INVITE_URL", "PUBLIC_SITE_URL"];

function listFiles(entry: string): string[] {
  if (!existsSync(entry)) return [];
  if (statSync(entry).isFile()) return [entry];
  return readdirSync(entry, { withFileTypes: true })
    .filter((e) => !SKIP.has(e.name))
    .flatMap((e) => listFiles(path.join(entry, e.name)));
}

/**
 * A hash of everything a production build depends on, so `npm start` rebuilds
 * after an edit or a change of site configuration, and only then.
 */
export function buildFingerprint(root: string, env: Record<string, string | undefined>): string {
  const hash = createHash("sha256");
  for (const file of SOURCE_ROOTS.flatMap((r) => listFiles(path.join(root, r))).sort()) {
    hash.update(path.relative(root, file)).update("\0").update(readFileSync(file)).update("\0");
  }
  for (const name of BUILD_ENV) hash.update(`${name}=${env[name] ?? ""}\0`);
  return hash.digest("hex");
}

/** Written into a build folder after a build: the fingerprint of what it was built from. */
const STAMP_FILE = "source-fingerprint";

/** Whether `distDir` holds a finished build of these very sources and build-time settings. */
export function buildIsCurrent(root: string, distDir: string, env: Record<string, string | undefined>): boolean {
  const stamp = path.resolve(root, distDir, STAMP_FILE);
  return existsSync(path.resolve(root, distDir, "BUILD_ID")) && existsSync(stamp) && readFileSync(stamp, "utf8") === buildFingerprint(root, env);
}

/** Marks the build in `distDir` as one of `fingerprint` (taken before it started, so an edit made meanwhile rebuilds next time). */
export function stampBuild(root: string, distDir: string, fingerprint: string): void {
  writeFileSync(path.resolve(root, distDir, STAMP_FILE), fingerprint);
}
