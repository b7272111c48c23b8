import "server-only";

import { createPublicKey, type KeyObject } from "node:crypto";

import { env } from "@/lib/env";
import { persistedSigningKey } from "@/lib/licenses/signing/persisted-signing-key";
import { jwkThumbprint, parsePublicKeys, parseSigningPrivateKey } from "@/lib/licenses/signing/rsa-keys";

export type PublicSigningKey = { kid: string; publicKey: KeyObject };

/** The key answers are signed with, and the retired ones whose earlier answers still verify (published in the JWKS only). */
export type SigningKeys = {
  current: PublicSigningKey & { privateKey: KeyObject };
  retired: PublicSigningKey[];
};

/**
 * A key ring from PEM text: the current private key and, for rotation, any
 * number of retired public or private keys (only their public halves are
 * kept). A retired key equal to the current one is dropped.
 */
export function loadSigningKeys({ current, retired }: { current: string; retired?: string }): SigningKeys {
  const privateKey = parseSigningPrivateKey(current);
  const publicKey = createPublicKey(privateKey);
  const kid = jwkThumbprint(publicKey);
  const seen = new Set([kid]);
  const retiredKeys: PublicSigningKey[] = [];
  for (const key of retired ? parsePublicKeys(retired) : []) {
    const retiredKid = jwkThumbprint(key);
    if (seen.has(retiredKid)) continue;
    seen.add(retiredKid);
    retiredKeys.push({ kid: retiredKid, publicKey: key });
  }
  return { current: { kid, privateKey, publicKey }, retired: retiredKeys };
}

let serverKeys: SigningKeys | undefined;

/**
 * The server's key ring, from LICENSE_SIGNING_KEY and LICENSE_SIGNING_KEYS_RETIRED
 * (checked at start-up by lib/env-schema.ts), or in demo mode from the key
 * generated into DATA_DIR. Read once per process.
 */
export function licenseSigningKeys(): SigningKeys {
  serverKeys ??= loadSigningKeys({
    current: env.LICENSE_SIGNING_KEY ?? persistedSigningKey(env.DATA_DIR),
    retired: env.LICENSE_SIGNING_KEYS_RETIRED,
  });
  return serverKeys;
}
