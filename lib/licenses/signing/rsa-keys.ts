import { createHash, createPrivateKey, createPublicKey, type KeyObject } from "node:crypto";

/**
 * Parsing and checking of the license signing keys. No "server-only" marker: lib/env-schema.ts checks the
 * keys with these functions at start-up, from scripts that run outside Next.js too. Nothing here logs or
 * returns key material other than public keys.
 */

/** The smallest RSA modulus we sign with or publish (NIST's 128-bit security level). */
export const MIN_RSA_BITS = 3072;

const PEM_BLOCK = /-----BEGIN ([A-Z ]+)-----[\s\S]+?-----END \1-----/g;

/** A PEM from an environment variable: one-line values may carry `\n` escapes instead of line breaks. */
export function normalisePem(value: string): string {
  return value.replace(/\\n/g, "\n").trim();
}

function checkRsa(key: KeyObject): void {
  if (key.asymmetricKeyType !== "rsa") throw new Error(`must be an RSA key (got ${key.asymmetricKeyType ?? "an unknown type"})`);
  const bits = key.asymmetricKeyDetails?.modulusLength ?? 0;
  if (bits < MIN_RSA_BITS) throw new Error(`must be an RSA key of at least ${MIN_RSA_BITS} bits (got ${bits})`);
}

/** The one PEM private key (PKCS#8 or PKCS#1) in `pem`; throws, without echoing the key, when it is not an RSA key of 3072+ bits. */
export function parseSigningPrivateKey(pem: string): KeyObject {
  const blocks = normalisePem(pem).match(PEM_BLOCK) ?? [];
  if (blocks.length !== 1 || !/PRIVATE KEY-----$/.test(blocks[0] ?? "")) throw new Error("must be one PEM private key (-----BEGIN PRIVATE KEY-----)");
  let key: KeyObject;
  try {
    key = createPrivateKey(blocks[0] ?? "");
  } catch {
    throw new Error("is not a readable PEM private key");
  }
  checkRsa(key);
  return key;
}

/** The public keys of one or more concatenated PEM public or private keys; throws when any is not an RSA key of 3072+ bits. */
export function parsePublicKeys(pems: string): KeyObject[] {
  const blocks = normalisePem(pems).match(PEM_BLOCK) ?? [];
  if (blocks.length === 0) throw new Error("must hold one or more PEM public or private keys");
  return blocks.map((block, index) => {
    let key: KeyObject;
    try {
      key = createPublicKey(/PRIVATE KEY-----$/.test(block) ? createPrivateKey(block) : block);
    } catch {
      throw new Error(`key ${index + 1} is not a readable PEM key`);
    }
    checkRsa(key);
    return key;
  });
}

/** The RFC 7638 JWK thumbprint (SHA-256, base64url) of an RSA public key: the `kid` answers and the JWKS carry. */
export function jwkThumbprint(publicKey: KeyObject): string {
  const { e, n } = publicKey.export({ format: "jwk" });
  // Members in lexicographic order, no whitespace, as RFC 7638 §3 requires.
  return createHash("sha256")
    .update(JSON.stringify({ e, kty: "RSA", n }))
    .digest("base64url");
}
