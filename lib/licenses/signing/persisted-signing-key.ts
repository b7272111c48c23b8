import "server-only";

import { generateKeyPairSync, randomBytes, type KeyObject } from "node:crypto";
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from "node:fs";
import path from "node:path";

import { EC_CURVE, MIN_RSA_BITS } from "@/lib/crypto/pem-keys";
import type { LicenseSigningAlgorithm } from "@/lib/licenses/schemas";

/** The files in DATA_DIR that hold the demo install's signing keys, one per algorithm. */
export const SIGNING_KEY_FILES: Record<LicenseSigningAlgorithm, string> = {
  "rsa-sha256": "license-signing-key.pem",
  "ecdsa-sha256": "license-signing-ec-key.pem",
};

const GENERATE: Record<LicenseSigningAlgorithm, () => KeyObject> = {
  "rsa-sha256": () => generateKeyPairSync("rsa", { modulusLength: MIN_RSA_BITS }).privateKey,
  "ecdsa-sha256": () => generateKeyPairSync("ec", { namedCurve: EC_CURVE }).privateKey,
};

/**
 * The demo install's signing key for `algorithm` (PEM, PKCS#8): made once and
 * kept in DATA_DIR (readable by this user only), so the keys mods pin survive
 * restarts. Production configuration requires LICENSE_SIGNING_KEY and
 * LICENSE_SIGNING_EC_KEY (lib/env-schema.ts), so this only runs in demo mode.
 * The key is written to a temporary file and then hard-linked into place,
 * which fails when the file exists: a process racing another never reads a
 * half-written key, and both end up with the one that was linked first.
 */
export function persistedSigningKey(dataDir: string, algorithm: LicenseSigningAlgorithm = "rsa-sha256"): string {
  // DATA_DIR is known only at run time: the reads carry an ignore comment so Turbopack does not trace the whole project.
  const location = path.resolve(dataDir, SIGNING_KEY_FILES[algorithm]);
  try {
    return readFileSync(/* turbopackIgnore: true */ location, "utf8");
  } catch {
    mkdirSync(path.dirname(location), { recursive: true });
    const privateKey = GENERATE[algorithm]();
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
    return readFileSync(/* turbopackIgnore: true */ location, "utf8");
  }
}
