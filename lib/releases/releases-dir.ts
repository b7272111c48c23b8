import path from "node:path";

/** RELEASES_DIR, or <DATA_DIR>/releases: where registered jars are kept. */
export function releasesDir(env: { RELEASES_DIR?: string; DATA_DIR: string }): string {
  // A folder known only at run time: the ignore comment keeps Turbopack from tracing the whole project into the build.
  return path.resolve(/* turbopackIgnore: true */ env.RELEASES_DIR ?? path.join(env.DATA_DIR, "releases"));
}
