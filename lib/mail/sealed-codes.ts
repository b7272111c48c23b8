import "server-only";

import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

import { authSecret } from "@/lib/auth/auth-secret";
import type { Mail } from "@/lib/mail/templates/mail";

/**
 * A mail that carries a gift code can wait in the outbox for up to a year (a gift sent on the buyer's day), and the
 * shop keeps a code only as its hash: so the code is sealed in the row's `sealed_codes` (AES-256-GCM) and its text
 * and HTML hold a placeholder, filled in by the mail worker when it sends. The key is derived (HKDF) from
 * AUTH_SECRET: kept outside the database (the environment, or DATA_DIR in demo mode), the same on every instance,
 * and readable from this layer (the download tokens' secret belongs to a domain). The row's dedupe key and address
 * are bound in, so a database write cannot move a sealed code to another message or redirect it.
 */
export type SealedRow = { dedupeKey: string; to: string };

const VERSION = "v1";
const NONCE_BYTES = 12;
const TAG_BYTES = 16;
const PLACEHOLDER = /\[sealed code (\d+)\]/g;
const placeholder = (index: number) => `[sealed code ${index}]`;

function key(secret: string): Buffer {
  return Buffer.from(hkdfSync("sha256", secret, "", "email_outbox.sealed_codes v1", 32));
}

const boundTo = (row: SealedRow) => Buffer.from(JSON.stringify([row.dedupeKey, row.to]));

export function sealCodes(codes: readonly string[], row: SealedRow, secret: string = authSecret()): string {
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key(secret), nonce, { authTagLength: TAG_BYTES });
  cipher.setAAD(boundTo(row));
  const body = Buffer.concat([cipher.update(JSON.stringify(codes), "utf8"), cipher.final()]);
  return [VERSION, ...[nonce, body, cipher.getAuthTag()].map((part) => part.toString("base64url"))].join(".");
}

/** The codes sealCodes sealed for this row; throws when the value was changed, is another row's or another key's. */
export function unsealCodes(sealed: string, row: SealedRow, secret: string = authSecret()): string[] {
  const [version, nonce, body, tag, ...rest] = sealed.split(".");
  if (version !== VERSION || nonce === undefined || body === undefined || tag === undefined || rest.length > 0) {
    throw new Error("sealed codes: not a sealed value");
  }
  const decipher = createDecipheriv("aes-256-gcm", key(secret), Buffer.from(nonce, "base64url"), { authTagLength: TAG_BYTES });
  decipher.setAAD(boundTo(row));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  let plain: string;
  try {
    plain = Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
  } catch {
    throw new Error("sealed codes: could not be opened (changed, another message's, or AUTH_SECRET changed)");
  }
  const codes: unknown = JSON.parse(plain);
  if (!Array.isArray(codes) || !codes.every((code) => typeof code === "string")) throw new Error("sealed codes: not a list of codes");
  return codes;
}

/** A rendered mail as the outbox keeps it: each code replaced by a placeholder, the codes sealed for its row. */
export function sealMail(mail: Mail, codes: readonly string[], row: SealedRow, secret?: string): Mail & { sealedCodes: string } {
  const hide = (body: string) => codes.reduce((hidden, code, index) => hidden.replaceAll(code, placeholder(index)), body);
  return { subject: mail.subject, text: hide(mail.text), html: hide(mail.html), sealedCodes: sealCodes(codes, row, secret) };
}

/**
 * An outbox row's text and HTML as they are sent: its sealed codes, if any, back in their places. A buyer's message
 * that writes a placeholder itself gets a code there too, seen only by this mail's recipient, who gets it anyway.
 */
export function openMail(
  mail: SealedRow & { text: string; html: string | null; sealedCodes: string | null },
  secret?: string,
): { text: string; html: string | null } {
  if (mail.sealedCodes === null) return { text: mail.text, html: mail.html };
  const codes = unsealCodes(mail.sealedCodes, mail, secret);
  const fill = (body: string) => body.replace(PLACEHOLDER, (found, index: string) => codes[Number(index)] ?? found);
  return { text: fill(mail.text), html: mail.html === null ? null : fill(mail.html) };
}
