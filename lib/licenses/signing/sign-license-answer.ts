import "server-only";

import { createHash, sign } from "node:crypto";

import { licenseSigningKeys, type SigningKeys } from "@/lib/licenses/signing/signing-keys";

/** The request an answer is signed for: its method, its path and query exactly as requested, and its Host header. */
export type SignedRequest = { method: string; target: string; host: string };

/** The headers the signature covers, in order (draft-cavage HTTP signatures, as Keygen signs). */
export const SIGNED_HEADERS = "(request-target) host date digest";

/** The Digest header of a body: `sha-256=<base64 of SHA-256 of its UTF-8 bytes>`. */
export function bodyDigest(body: string): string {
  return `sha-256=${createHash("sha256").update(body, "utf8").digest("base64")}`;
}

/** The text that is signed: one `name: value` line per signed header, joined by `\n`; the method lower case. */
export function signingString(request: SignedRequest, date: string, digest: string): string {
  return [`(request-target): ${request.method.toLowerCase()} ${request.target}`, `host: ${request.host}`, `date: ${date}`, `digest: ${digest}`].join("\n");
}

/**
 * Signs a whitelist answer (#11 §1): the body is `payload` as JSON, and the
 * headers are `Date`, `Digest`, `License-Signature` (RSASSA-PKCS1-v1_5 with
 * SHA-256 over signingString) and `Content-Type`. Send `body` byte for byte:
 * the digest covers exactly these bytes. Build the payload with
 * licenseAnswer(); a `kid` in it must be the signing key's.
 */
export function signLicenseAnswer(
  request: SignedRequest,
  payload: object,
  options: { keys?: SigningKeys; now?: Date } = {},
): { body: string; headers: Record<string, string> } {
  const { current } = options.keys ?? licenseSigningKeys();
  if ("kid" in payload && payload.kid !== current.kid) throw new Error("The answer names another key than the one signing it.");
  const body = JSON.stringify(payload);
  const date = (options.now ?? new Date()).toUTCString();
  const digest = bodyDigest(body);
  const signature = sign("sha256", Buffer.from(signingString(request, date, digest), "utf8"), current.privateKey).toString("base64");
  return {
    body,
    headers: {
      "Content-Type": "application/json",
      Date: date,
      Digest: digest,
      "License-Signature": `keyid="${current.kid}", algorithm="rsa-sha256", signature="${signature}", headers="${SIGNED_HEADERS}"`,
    },
  };
}

/** The SignedRequest of a route handler's request: the path and query as requested, and the Host header as received. */
export function signedRequestOf(req: Request): SignedRequest {
  const url = new URL(req.url);
  return { method: req.method, target: `${url.pathname}${url.search}`, host: req.headers.get("host") ?? url.host };
}
