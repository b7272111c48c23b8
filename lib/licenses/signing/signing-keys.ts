import "server-only";

import { createPublicKey, type KeyObject } from "node:crypto";

import { jwkThumbprint, parseEcSigningPrivateKey, parsePublicKeys, parseSigningPrivateKey } from "@/lib/crypto/pem-keys";
import { env } from "@/lib/env";
import type { LicenseSigningAlgorithm } from "@/lib/licenses/schemas";
import { persistedSigningKey } from "@/lib/licenses/signing/persisted-signing-key";

export type PublicSigningKey = { kid: string; publicKey: KeyObject };

type CurrentSigningKey = PublicSigningKey & { privateKey: KeyObject };

/**
 * The keys answers are signed with, one per algorithm (RSA 3072 for rsa-sha256, EC P-256 for
 * ecdsa-sha256), and the retired ones whose earlier answers still verify (published in the JWKS only).
 */
export type SigningKeys = {
  current: Record<LicenseSigningAlgorithm, CurrentSigningKey>;
  retired: PublicSigningKey[];
};

function currentKey(privateKey: KeyObject): CurrentSigningKey {
  const publicKey = createPublicKey(privateKey);
  return { kid: jwkThumbprint(publicKey), privateKey, publicKey };
}

/**
 * A key ring from PEM text: the current RSA and EC private keys and, for
 * rotation, any number of retired public or private keys of either kind (only
 * their public halves are kept). A retired key equal to a current one is
 * dropped. Each key is parsed once into a KeyObject: signing with a PEM
 * string would parse it again on every answer.
 */
export function loadSigningKeys({ rsa, ec, retired }: { rsa: string; ec: string; retired?: string }): SigningKeys {
  const current = { "rsa-sha256": currentKey(parseSigningPrivateKey(rsa)), "ecdsa-sha256": currentKey(parseEcSigningPrivateKey(ec)) };
  const seen = new Set(Object.values(current).map((key) => key.kid));
  const retiredKeys: PublicSigningKey[] = [];
  for (const key of retired ? parsePublicKeys(retired) : []) {
    const retiredKid = jwkThumbprint(key);
    if (seen.has(retiredKid)) continue;
    seen.add(retiredKid);
    retiredKeys.push({ kid: retiredKid, publicKey: key });
  }
  return { current, retired: retiredKeys };
}

let serverKeys: SigningKeys | undefined;

/**
 * The server's key ring, from LICENSE_SIGNING_KEY, LICENSE_SIGNING_EC_KEY and
 * LICENSE_SIGNING_KEYS_RETIRED (checked at start-up by lib/env-schema.ts), or
 * in demo mode from the keys generated into DATA_DIR. Read once per process.
 */
export function licenseSigningKeys(): SigningKeys {
  serverKeys ??= loadSigningKeys({
    rsa: env.LICENSE_SIGNING_KEY ?? persistedSigningKey(env.DATA_DIR, "rsa-sha256"),
    ec: env.LICENSE_SIGNING_EC_KEY ?? persistedSigningKey(env.DATA_DIR, "ecdsa-sha256"),
    retired: env.LICENSE_SIGNING_KEYS_RETIRED,
  });
  return serverKeys;
}
