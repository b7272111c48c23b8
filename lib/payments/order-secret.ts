import "server-only";

import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * The proof that a capture or activation call comes from the browser that
 * created the order. The PayPal order id is no proof: it travels in PayPal's
 * approval URL, in `/download?token=` and in the receipt. The secret is handed
 * out once, by create-order, and only its SHA-256 is stored, so a database
 * read does not give it away.
 */
export function newOrderSecret(): { secret: string; hash: string } {
  const secret = randomBytes(32).toString("base64url");
  return { secret, hash: hashOf(secret) };
}

/** Whether `secret` is the one whose hash the order keeps; compared in constant time. Orders made before secrets existed match nothing. */
export function holdsOrderSecret(storedHash: string | null, secret: string | undefined): boolean {
  if (!storedHash || !secret) return false;
  const expected = Buffer.from(storedHash, "hex");
  const actual = createHash("sha256").update(secret).digest();
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

function hashOf(secret: string): string {
  return createHash("sha256").update(secret).digest("hex");
}
