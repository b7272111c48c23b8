import "server-only";

import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const cache = new Map<string, string>();

/**
 * The configured secret, or, on a demo install without it, a random one made
 * once and kept in DATA_DIR/<file> (readable by this user only), so links and
 * sessions survive restarts. Production configuration requires the variable
 * (lib/env-schema.ts), so this fallback only ever runs in demo mode.
 */
export function persistedSecret(configured: string | undefined, { dataDir, file }: { dataDir: string; file: string }): string {
  if (configured) return configured;
  const location = path.resolve(dataDir, file);
  const known = cache.get(location);
  if (known) return known;
  let secret: string;
  try {
    secret = readFileSync(location, "utf8").trim();
  } catch {
    mkdirSync(path.dirname(location), { recursive: true });
    const fresh = randomBytes(32).toString("base64url");
    try {
      writeFileSync(location, fresh, { mode: 0o600, flag: "wx" });
      secret = fresh;
    } catch {
      // Another process wrote it first: use theirs.
      secret = readFileSync(location, "utf8").trim();
    }
  }
  cache.set(location, secret);
  return secret;
}
