import { createHash, randomBytes } from "node:crypto";

/**
 * A gift code: 28 characters of Crockford's base32 (140 random bits), shown as
 * `GIFT-XXXX-XXXX-XXXX-XXXX-XXXX-XXXX-XXXX`. Only its SHA-256 is stored, so a
 * database read gives no code away; the long random part makes a guessed one
 * worthless (no lookup table, no online search within any rate limit).
 */
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const LENGTH = 28;
const PREFIX = "GIFT";

/** The part of a normalised code the redeem route rate-limits on, besides the address. */
export const GIFT_CODE_PREFIX_LENGTH = 4;

export function newGiftCode(): { code: string; hash: string } {
  const bytes = randomBytes(LENGTH);
  // 256 is a multiple of 32: each byte's low five bits are uniform.
  const body = Array.from(bytes, (byte) => ALPHABET[byte % 32]).join("");
  return { code: formatGiftCode(body), hash: giftCodeHash(body) };
}

/**
 * A typed code as stored: upper case, without spaces, dashes or the `GIFT` prefix, with Crockford's look-alikes read
 * as the digits they stand for (O as 0, I and L as 1). Null when what is left is not a code's 28 characters.
 */
export function normaliseGiftCode(input: string): string | null {
  let body = input.toUpperCase().replace(/[\s-]/g, "");
  if (body.startsWith(PREFIX) && body.length === PREFIX.length + LENGTH) body = body.slice(PREFIX.length);
  body = body.replace(/O/g, "0").replace(/[IL]/g, "1");
  if (body.length !== LENGTH || [...body].some((c) => !ALPHABET.includes(c))) return null;
  return body;
}

export function giftCodeHash(normalised: string): string {
  return createHash("sha256").update(normalised).digest("hex");
}

function formatGiftCode(body: string): string {
  return [PREFIX, ...(body.match(/.{4}/g) ?? [])].join("-");
}
