import "server-only";

import { createHash, sign } from "node:crypto";

import type { LicenseSigningAlgorithm } from "@/lib/licenses/schemas";
import { licenseSigningKeys, type SigningKeys } from "@/lib/licenses/signing/signing-keys";

/** The request an answer is signed for: its method, its path and query exactly as requested, and its Host header. */
type SignedRequest = { method: string; target: string; host: string };

/** The headers the signature covers, in order (draft-cavage HTTP signatures, as Keygen signs). */
const SIGNED_HEADERS = "(request-target) host date digest";

/** The Digest header of a body: `sha-256=<base64 of SHA-256 of its UTF-8 bytes>`. */
function bodyDigest(body: string): string {
  return `sha-256=${createHash("sha256").update(body, "utf8").digest("base64")}`;
}

/** The text that is signed: one `name: value` line per signed header, joined by `\n`; the method lower case. */
export function signingString(request: SignedRequest, date: string, digest: string): string {
  return [`(request-target): ${request.method.toLowerCase()} ${request.target}`, `host: ${request.host}`, `date: ${date}`, `digest: ${digest}`].join("\n");
}

type SignOptions = { keys?: SigningKeys; now?: Date; algorithm?: LicenseSigningAlgorithm };

type SignedAnswer = { body: string; headers: Record<string, string> };

/** What both signing paths share: the key, the body bytes, the headers but the signature, and the bytes to sign. */
function prepareAnswer(request: SignedRequest, payload: object, options: SignOptions) {
  const algorithm = options.algorithm ?? "rsa-sha256";
  const key = (options.keys ?? licenseSigningKeys()).current[algorithm];
  if ("kid" in payload && payload.kid !== key.kid) throw new Error("The answer names another key than the one signing it.");
  const body = JSON.stringify(payload);
  const date = (options.now ?? new Date()).toUTCString();
  const digest = bodyDigest(body);
  const data = Buffer.from(signingString(request, date, digest), "utf8");
  const answer = (signature: Buffer): SignedAnswer => ({
    body,
    headers: {
      "Content-Type": "application/json",
      Date: date,
      Digest: digest,
      "License-Signature": `keyid="${key.kid}", algorithm="${algorithm}", signature="${signature.toString("base64")}", headers="${SIGNED_HEADERS}"`,
    },
  });
  return { signingKey: { key: key.privateKey, dsaEncoding: "der" as const }, data, answer };
}

/**
 * Signs a whitelist answer: the body is `payload` as JSON, and the
 * headers are `Date`, `Digest`, `License-Signature` and `Content-Type`. Send
 * `body` byte for byte: the digest covers exactly these bytes. Build the
 * payload with licenseAnswer() for the same algorithm; a `kid` in it must be
 * the signing key's.
 *
 * The signature is over signingString with SHA-256: rsa-sha256 (the default)
 * is RSASSA-PKCS1-v1_5 with the RSA key, ecdsa-sha256 is ECDSA with the P-256
 * key, DER-encoded (what Java's SHA256withECDSA verifies; node's default,
 * spelt out in `signingKey`).
 *
 * The signing runs on libuv's thread pool: an RSA-3072 signature is over a
 * millisecond of CPU, which on the event loop would hold up every other
 * request for that long. ECDSA takes the same path: measured, off the loop it
 * costs the loop less than signing in place (docs/license-api.md, "Choosing the algorithm").
 */
export function signLicenseAnswer(request: SignedRequest, payload: object, options: SignOptions = {}): Promise<SignedAnswer> {
  const { signingKey, data, answer } = prepareAnswer(request, payload, options);
  return new Promise((resolve, reject) => {
    sign("sha256", data, signingKey, (error, signature) => (error ? reject(error) : resolve(answer(signature))));
  });
}

/** signLicenseAnswer on the calling thread, for scripts and tests: the same answer (an RSA one byte for byte), but it blocks for the signature's time. */
export function signLicenseAnswerSync(request: SignedRequest, payload: object, options: SignOptions = {}): SignedAnswer {
  const { signingKey, data, answer } = prepareAnswer(request, payload, options);
  return answer(sign("sha256", data, signingKey));
}

/** The SignedRequest of a route handler's request: the path and query as requested, and the Host header as received. */
export function signedRequestOf(req: Request): SignedRequest {
  const url = new URL(req.url);
  return { method: req.method, target: `${url.pathname}${url.search}`, host: req.headers.get("host") ?? url.host };
}
