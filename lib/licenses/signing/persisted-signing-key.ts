import "server-only";

import { generateKeyPairSync, randomBytes } from "node:crypto";
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from "node:fs";
import path from "node:path";

import { MIN_RSA_BITS } from "@/lib/licenses/signing/rsa-keys";

/** The file in DATA_DIR that holds the demo install's signing key. */
export const SIGNING_KEY_FILE = "license-signing-key.pem";

/**
 * The demo install's license signing key (PEM, PKCS#8): made once and kept in
 * DATA_DIR (readable by this user only), so the keys mods pin survive
 * restarts. Production configuration requires LICENSE_SIGNING_KEY
 * (lib/env-schema.ts), so this only runs in demo mode. The key is written to a
 * temporary file and then hard-linked into place, which fails when the file
 * exists: a process racing another never reads a half-written key, and both
 * end up with the one that was linked first.
 */
export function persistedSigningKey(dataDir: string): string {
  const location = path.resolve(dataDir, SIGNING_KEY_FILE);
  try {
    return readFileSync(location, "utf8");
  } catch {
    mkdirSync(path.dirname(location), { recursive: true });
    const { privateKey } = generateKeyPairSync("rsa", { modulusLength: MIN_RSA_BITS });
    const temporary = `${location}.${process.pid}.${randomBytes(6).toString("hex")}.tmp`;
    writeFileSync(temporary, privateKey.export({ type: "pkcs8", format: "pem" }), { mode: 0o600, flag: "wx" });
    try {
      linkSync(temporary, location);
    } catch (error) {
      // EEXIST: another process linked its key first; use theirs.
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    } finally {
      unlinkSync(temporary);
    }
    return readFileSync(location, "utf8");
  }
}
