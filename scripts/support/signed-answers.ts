import { createHash, createPublicKey, verify, type JsonWebKey } from "node:crypto";

/** A JWK Set, as GET /.well-known/jwks.json answers it. */
export type Jwks = { keys: (JsonWebKey & { kid: string })[] };

/** The parts of License-Signature: keyid, algorithm, signature, headers. */
export function signatureParams(header: string | null): Record<string, string> {
  return Object.fromEntries([...(header ?? "").matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
}

/**
 * What a mod does with an answer, with node:crypto only: the Digest must be
 * the body's, the key named by keyid must be in the JWKS and of the
 * algorithm's kind, and the signature (rsa-sha256: RSASSA-PKCS1-v1_5 with an
 * RSA key; ecdsa-sha256: DER-encoded ECDSA with a P-256 key; both over
 * SHA-256) must hold over the request line, the Host it sent, and the Date
 * and Digest it received. False on any mismatch.
 */
export function verifiesWithJwks(
  request: { method: string; target: string; host: string },
  answer: { body: string; headers: Headers | Record<string, string> },
  jwks: Jwks,
): boolean {
  const headers = answer.headers instanceof Headers ? answer.headers : new Headers(answer.headers);
  const date = headers.get("date") ?? "";
  const digest = headers.get("digest") ?? "";
  if (digest !== `sha-256=${createHash("sha256").update(answer.body, "utf8").digest("base64")}`) return false;
  const params = signatureParams(headers.get("license-signature"));
  if (params.headers !== "(request-target) host date digest") return false;
  const jwk = jwks.keys.find((k) => k.kid === params.keyid);
  const kty = { "rsa-sha256": "RSA", "ecdsa-sha256": "EC" }[params.algorithm ?? ""];
  if (!jwk || !kty || jwk.kty !== kty) return false;
  const signed = `(request-target): ${request.method.toLowerCase()} ${request.target}\nhost: ${request.host}\ndate: ${date}\ndigest: ${digest}`;
  const key = createPublicKey({ key: jwk, format: "jwk" });
  return verify("sha256", Buffer.from(signed, "utf8"), key, Buffer.from(params.signature ?? "", "base64"));
}
