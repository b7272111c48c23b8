import { createHash, timingSafeEqual } from "node:crypto";

/**
 * Whether the request carries `Authorization: Bearer <token>`. Both sides are
 * hashed first, so the comparison takes the same time whatever the length or
 * content of what was sent.
 */
export function hasMetricsToken(authorization: string | null, token: string): boolean {
  const sent = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? "")?.[1];
  if (!sent) return false;
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(sent), digest(token));
}
