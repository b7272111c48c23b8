import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * A download token is `<token id>.<expiry, unix seconds>.<HMAC-SHA256>`: the
 * signature proves the server issued it, the expiry bounds it, and the id
 * names the DownloadToken row that binds it to one license (and counts uses).
 */
export function signDownloadToken(tokenId: string, expiresAt: Date, secret: string): string {
  const payload = `${tokenId}.${Math.floor(expiresAt.getTime() / 1000)}`;
  return `${payload}.${mac(payload, secret)}`;
}

type TokenCheck = { ok: true; tokenId: string; expiresAt: Date } | { ok: false; reason: "malformed" | "bad_signature" | "expired" };

/** Checks form, signature (in constant time) and expiry; the caller still checks the row and the license. */
export function checkDownloadToken(token: string, secret: string, now = new Date()): TokenCheck {
  const match = /^([0-9a-f-]{36})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token.trim());
  if (!match) return { ok: false, reason: "malformed" };
  const [, tokenId = "", expiry = "", signature = ""] = match;
  const expected = Buffer.from(mac(`${tokenId}.${expiry}`, secret));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: "bad_signature" };
  const expiresAt = new Date(Number(expiry) * 1000);
  if (expiresAt <= now) return { ok: false, reason: "expired" };
  return { ok: true, tokenId, expiresAt };
}

function mac(payload: string, secret: string): string {
  return createHmac("sha256", secret).update(payload).digest("base64url");
}
