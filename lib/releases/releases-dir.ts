import path from "node:path";

/** RELEASES_DIR, or <DATA_DIR>/releases: where registered jars are kept. */
export function releasesDir(env: { RELEASES_DIR?: string; DATA_DIR: string }): string {
  return path.resolve(env.RELEASES_DIR ?? path.join(env.DATA_DIR, "releases"));
}
