import "server-only";

import type { LicenseJwk } from "@/lib/licenses/schemas";
import { licenseSigningKeys, type PublicSigningKey, type SigningKeys } from "@/lib/licenses/signing/signing-keys";

function jwkOf({ kid, publicKey }: PublicSigningKey): LicenseJwk {
  const { kty, crv, x, y, n, e } = publicKey.export({ format: "jwk" });
  // lib/crypto/pem-keys.ts lets only RSA and P-256 keys into the ring.
  if (kty === "EC" && crv === "P-256" && x && y) return { kty, crv, x, y, kid, alg: "ES256", use: "sig" };
  if (kty === "RSA" && n && e) return { kty, n, e, kid, alg: "RS256", use: "sig" };
  throw new Error(`Key ${kid} is neither RSA nor EC P-256.`);
}

/**
 * The JWK Set of GET /.well-known/jwks.json: the current RSA key first (where mods released before
 * ECDSA look), the current EC key, then the retired ones. Public halves only.
 */
export function jsonWebKeySet(keys: SigningKeys = licenseSigningKeys()): { keys: LicenseJwk[] } {
  const { "rsa-sha256": rsa, "ecdsa-sha256": ec } = keys.current;
  return { keys: [rsa, ec, ...keys.retired].map(({ kid, publicKey }) => jwkOf({ kid, publicKey })) };
}
