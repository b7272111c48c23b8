import "server-only";

import { createHmac, timingSafeEqual } from "node:crypto";

import { downloadTokenSecret } from "@/lib/downloads/token-secret";

/**
 * The buyer's gift page link: `<gift id>.<HMAC-SHA256>`, signed with the download tokens' secret under its own
 * label. It shows the gift's state, never the code, so it does not expire (like a purchase's status link).
 */
export function giftStatusToken(giftId: string): string {
  return `${giftId}.${mac(giftId)}`;
}

/** The gift id a status token names, or null when it is malformed or not signed by this shop. */
export function giftIdOf(token: string): string | null {
  const match = /^([0-9a-f-]{36})\.([A-Za-z0-9_-]{43})$/.exec(token.trim());
  if (!match) return null;
  const [, giftId = "", signature = ""] = match;
  const expected = Buffer.from(mac(giftId));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? giftId : null;
}

function mac(giftId: string): string {
  return createHmac("sha256", downloadTokenSecret()).update(`gift-status:${giftId}`).digest("base64url");
}
