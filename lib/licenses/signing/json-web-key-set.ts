import "server-only";

import type { LicenseJwk } from "@/lib/licenses/schemas";
import { licenseSigningKeys, type PublicSigningKey, type SigningKeys } from "@/lib/licenses/signing/signing-keys";

function jwkOf({ kid, publicKey }: PublicSigningKey): LicenseJwk {
  const jwk = publicKey.export({ format: "jwk" });
  // Only P-256 EC keys and RSA keys get this far (lib/licenses/signing/pem-keys.ts).
  if (jwk.kty === "EC") return { kty: "EC", crv: "P-256", x: jwk.x ?? "", y: jwk.y ?? "", kid, alg: "ES256", use: "sig" };
  return { kty: "RSA", n: jwk.n ?? "", e: jwk.e ?? "", kid, alg: "RS256", use: "sig" };
}

/**
 * The JWK Set of GET /.well-known/jwks.json: the current RSA key first (where mods released before
 * ECDSA look), the current EC key, then the retired ones. Public halves only.
 */
export function jsonWebKeySet(keys: SigningKeys = licenseSigningKeys()): { keys: LicenseJwk[] } {
  const { "rsa-sha256": rsa, "ecdsa-sha256": ec } = keys.current;
  return { keys: [rsa, ec, ...keys.retired].map(({ kid, publicKey }) => jwkOf({ kid, publicKey })) };
}
