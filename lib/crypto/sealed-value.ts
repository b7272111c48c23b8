import "server-only";

import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

/**
 * A value the shop must read back but keeps out of the database's plain text (a gift code waiting in the outbox, a
 * webhook endpoint's signing secret): AES-256-GCM under a key derived (HKDF) from `secret` for one `purpose`, so a
 * database copy alone opens nothing. The callers pass AUTH_SECRET (lib/auth/auth-secret.ts), kept outside the database
 * (the environment, or DATA_DIR in demo mode) and the same on every instance. `boundTo` names the row the value belongs to (authenticated, not stored):
 * a database write cannot move a sealed value to another row.
 */
export type SealContext = { purpose: string; boundTo: string };

const VERSION = "v1";
const NONCE_BYTES = 12;
const TAG_BYTES = 16;

const key = (secret: string, purpose: string) => Buffer.from(hkdfSync("sha256", secret, "", purpose, 32));

export function sealValue(plain: string, { purpose, boundTo }: SealContext, secret: string): string {
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key(secret, purpose), nonce, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(boundTo));
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return [VERSION, ...[nonce, body, cipher.getAuthTag()].map((part) => part.toString("base64url"))].join(".");
}

/** The value sealValue sealed in this context; throws when it was changed, is another row's, or another key's. */
export function unsealValue(sealed: string, { purpose, boundTo }: SealContext, secret: string): string {
  const [version, nonce, body, tag, ...rest] = sealed.split(".");
  if (version !== VERSION || nonce === undefined || body === undefined || tag === undefined || rest.length > 0) {
    throw new Error(`${purpose}: not a sealed value`);
  }
  const decipher = createDecipheriv("aes-256-gcm", key(secret, purpose), Buffer.from(nonce, "base64url"), { authTagLength: TAG_BYTES });
  decipher.setAAD(Buffer.from(boundTo));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  try {
    return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
  } catch {
    throw new Error(`${purpose}: could not be opened (changed, another row's, or AUTH_SECRET changed)`);
  }
}
