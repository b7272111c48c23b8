import "server-only";

import { authSecret } from "@/lib/auth/auth-secret";
import { sealValue, unsealValue } from "@/lib/crypto/sealed-value";
import type { Mail } from "@/lib/mail/templates/mail";

/**
 * A mail that carries a gift code can wait in the outbox for up to a year (a gift sent on the buyer's day), and the
 * shop keeps a code only as its hash: so the code is sealed in the row's `sealed_codes` (lib/crypto/sealed-value.ts)
 * and its text and HTML hold a placeholder, filled in by the mail worker when it sends. The row's dedupe key and
 * address are bound in, so a database write cannot move a sealed code to another message or redirect it.
 */
export type SealedRow = { dedupeKey: string; to: string };

const PLACEHOLDER = /\[sealed code (\d+)\]/g;
const placeholder = (index: number) => `[sealed code ${index}]`;

const contextOf = (row: SealedRow) => ({ purpose: "email_outbox.sealed_codes v1", boundTo: JSON.stringify([row.dedupeKey, row.to]) });

export function sealCodes(codes: readonly string[], row: SealedRow, secret: string = authSecret()): string {
  return sealValue(JSON.stringify(codes), contextOf(row), secret);
}

/** The codes sealCodes sealed for this row; throws when the value was changed, is another row's or another key's. */
export function unsealCodes(sealed: string, row: SealedRow, secret: string = authSecret()): string[] {
  const codes: unknown = JSON.parse(unsealValue(sealed, contextOf(row), secret));
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
