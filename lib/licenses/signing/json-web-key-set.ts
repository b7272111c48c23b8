import "server-only";

import type { LicenseJwk } from "@/lib/licenses/schemas";
import { licenseSigningKeys, type PublicSigningKey, type SigningKeys } from "@/lib/licenses/signing/signing-keys";

function jwkOf({ kid, publicKey }: PublicSigningKey): LicenseJwk {
  const { n, e } = publicKey.export({ format: "jwk" }) as { n: string; e: string };
  return { kty: "RSA", n, e, kid, alg: "RS256", use: "sig" };
}

/** The JWK Set of GET /.well-known/jwks.json: the current key first, then the retired ones. Public halves only. */
export function jsonWebKeySet(keys: SigningKeys = licenseSigningKeys()): { keys: LicenseJwk[] } {
  const current: PublicSigningKey = { kid: keys.current.kid, publicKey: keys.current.publicKey };
  return { keys: [current, ...keys.retired].map(jwkOf) };
}
