import { createHash, createPrivateKey, createPublicKey, type KeyObject } from "node:crypto";

/**
 * Parsing and checking of the license signing keys: RSA (3072+ bits, rsa-sha256) and ECDSA P-256
 * (ecdsa-sha256). No "server-only" marker: lib/env-schema.ts checks the keys with these functions at
 * start-up, from scripts that run outside Next.js too. Nothing here logs or returns key material other
 * than public keys.
 */

/** The smallest RSA modulus we sign with or publish (NIST's 128-bit security level). */
export const MIN_RSA_BITS = 3072;

/** The one EC curve we sign with or publish: P-256 (OpenSSL's prime256v1), the 128-bit level, which Java 8's SunEC verifies. */
export const EC_CURVE = "prime256v1";

const PEM_BLOCK = /-----BEGIN ([A-Z ]+)-----[\s\S]+?-----END \1-----/g;

/** A PEM from an environment variable: one-line values may carry `\n` escapes instead of line breaks. */
function normalisePem(value: string): string {
  return value.replace(/\\n/g, "\n").trim();
}

/**
 * The key blocks of PEM text. `openssl ecparam -genkey` writes an EC PARAMETERS block before the
 * SEC1 key: it says nothing the key does not, so it is skipped.
 */
function pemBlocks(pems: string): string[] {
  return (normalisePem(pems).match(PEM_BLOCK) ?? []).filter((block) => !block.startsWith("-----BEGIN EC PARAMETERS-----"));
}

function checkRsa(key: KeyObject): void {
  if (key.asymmetricKeyType !== "rsa") throw new Error(`must be an RSA key (got ${key.asymmetricKeyType ?? "an unknown type"})`);
  const bits = key.asymmetricKeyDetails?.modulusLength ?? 0;
  if (bits < MIN_RSA_BITS) throw new Error(`must be an RSA key of at least ${MIN_RSA_BITS} bits (got ${bits})`);
}

function checkP256(key: KeyObject): void {
  if (key.asymmetricKeyType !== "ec") throw new Error(`must be an EC P-256 key (got ${key.asymmetricKeyType ?? "an unknown type"})`);
  const curve = key.asymmetricKeyDetails?.namedCurve;
  if (curve !== EC_CURVE) throw new Error(`must be an EC key on the P-256 curve (prime256v1), not ${curve ?? "an unnamed curve"}`);
}

/** Either kind of key we sign with: an RSA key of 3072+ bits or an EC P-256 key. */
function checkSigningKey(key: KeyObject): void {
  if (key.asymmetricKeyType === "ec") return checkP256(key);
  if (key.asymmetricKeyType === "rsa") return checkRsa(key);
  throw new Error(`must be an RSA key of at least ${MIN_RSA_BITS} bits or an EC P-256 key (got ${key.asymmetricKeyType ?? "an unknown type"})`);
}

function parsePrivateKey(pem: string, check: (key: KeyObject) => void): KeyObject {
  const blocks = pemBlocks(pem);
  if (blocks.length !== 1 || !/PRIVATE KEY-----$/.test(blocks[0] ?? "")) throw new Error("must be one PEM private key (-----BEGIN PRIVATE KEY-----)");
  let key: KeyObject;
  try {
    key = createPrivateKey(blocks[0] ?? "");
  } catch {
    throw new Error("is not a readable PEM private key");
  }
  check(key);
  return key;
}

/** The one PEM private key (PKCS#8 or PKCS#1) in `pem`; throws, without echoing the key, when it is not an RSA key of 3072+ bits. */
export function parseSigningPrivateKey(pem: string): KeyObject {
  return parsePrivateKey(pem, checkRsa);
}

/** The one PEM private key (PKCS#8 or SEC1) in `pem`; throws, without echoing the key, when it is not an EC P-256 key. */
export function parseEcSigningPrivateKey(pem: string): KeyObject {
  return parsePrivateKey(pem, checkP256);
}

/** The public keys of one or more concatenated PEM public or private keys; throws when any is neither RSA of 3072+ bits nor EC P-256. */
export function parsePublicKeys(pems: string): KeyObject[] {
  const blocks = pemBlocks(pems);
  if (blocks.length === 0) throw new Error("must hold one or more PEM public or private keys");
  return blocks.map((block, index) => {
    let key: KeyObject;
    try {
      key = createPublicKey(/PRIVATE KEY-----$/.test(block) ? createPrivateKey(block) : block);
    } catch {
      throw new Error(`key ${index + 1} is not a readable PEM key`);
    }
    try {
      checkSigningKey(key);
    } catch (error) {
      throw new Error(`key ${index + 1} ${(error as Error).message}`);
    }
    return key;
  });
}

/**
 * The RFC 7638 JWK thumbprint (SHA-256, base64url) of a public key: the `kid` answers and the JWKS carry.
 * The required members only, in lexicographic order, no whitespace (RFC 7638 §3): e, kty, n for RSA; crv, kty, x, y for EC.
 */
export function jwkThumbprint(publicKey: KeyObject): string {
  const jwk = publicKey.export({ format: "jwk" });
  const members = jwk.kty === "EC" ? { crv: jwk.crv, kty: "EC", x: jwk.x, y: jwk.y } : { e: jwk.e, kty: "RSA", n: jwk.n };
  return createHash("sha256").update(JSON.stringify(members)).digest("base64url");
}
