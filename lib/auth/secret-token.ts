import "server-only";

import { createHash, randomBytes } from "node:crypto";

/** A fresh random token (256 bits, base64url): what a sign-in link or a session cookie carries. */
export function newSecretToken(): string {
  return randomBytes(32).toString("base64url");
}

/** The SHA-256 (hex) the database keeps instead of the token: a leaked table opens no account. */
export function hashSecretToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}
