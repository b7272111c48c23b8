import { generateKeyPairSync } from "node:crypto";

/**
 * A fresh PEM (PKCS#8) RSA private key. A 3072-bit key takes most of a second
 * to make: the integration setup makes its keys once and passes them through
 * the environment (LICENSE_SIGNING_KEY, TEST_NEXT_LICENSE_SIGNING_KEY).
 */
export function generateSigningKeyPem(bits = 3072): string {
  return generateKeyPairSync("rsa", { modulusLength: bits }).privateKey.export({ type: "pkcs8", format: "pem" }).toString();
}

/** A fresh PEM (PKCS#8) EC private key, on P-256 unless told (quick to make, unlike RSA). */
export function generateEcSigningKeyPem(curve = "P-256"): string {
  return generateKeyPairSync("ec", { namedCurve: curve }).privateKey.export({ type: "pkcs8", format: "pem" }).toString();
}

/** The key the integration setup made for a rotation test to move to: a new current key, not the server's. */
export function nextSigningKeyPem(): string {
  const pem = process.env.TEST_NEXT_LICENSE_SIGNING_KEY;
  if (!pem) throw new Error("TEST_NEXT_LICENSE_SIGNING_KEY is set by tests/support/integration-setup.ts");
  return pem;
}
