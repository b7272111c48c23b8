/**
 * A gift code (`GIFT-` and seven groups of four) is a credential the shop keeps only as a hash: the
 * receipt and the recipient's e-mail carry it once. When such a mail has been sent, the outbox's copy keeps only the
 * code's first group, so a read of the database (or a "send again") gives no working code away.
 */
export const GIFT_CODE = /\b(GIFT-[0-9A-Z]{4})(?:-[0-9A-Z]{4}){6}\b/g;

export function withoutGiftCodes(body: string): string {
  return body.replace(GIFT_CODE, "$1-····-····-····-····-····-····");
}
