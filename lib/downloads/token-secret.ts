import "server-only";

import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

import { env } from "@/lib/env";

let cached: string | undefined;

/**
 * DOWNLOAD_TOKEN_SECRET, or, on a demo install without it, a random secret
 * made once and kept in DATA_DIR (readable by this user only), so links in
 * e-mails keep working across restarts. Production configuration requires
 * the variable (lib/env-schema.ts).
 */
export function downloadTokenSecret(): string {
  if (env.DOWNLOAD_TOKEN_SECRET) return env.DOWNLOAD_TOKEN_SECRET;
  if (cached) return cached;
  const file = path.resolve(env.DATA_DIR, "download-token-secret");
  try {
    cached = readFileSync(file, "utf8").trim();
  } catch {
    mkdirSync(path.dirname(file), { recursive: true });
    const secret = randomBytes(32).toString("base64url");
    try {
      writeFileSync(file, secret, { mode: 0o600, flag: "wx" });
      cached = secret;
    } catch {
      cached = readFileSync(file, "utf8").trim();
    }
  }
  return cached;
}
