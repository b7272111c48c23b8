import "server-only";

import type { ShopPrismaClient } from "@/lib/database/client-options";
import { prisma } from "@/lib/database/db";
import { sealMail } from "@/lib/mail/sealed-codes";
import { GIFT_CODE } from "@/lib/mail/sent-copy";

/**
 * Seals the gift codes of messages queued in the clear before the outbox sealed them (lib/mail/sealed-codes.ts),
 * so a recipient's mail set for a later day does not keep its code readable until then. Run as the job workers
 * start, whether or not mail is configured; a message is changed only if nothing else changed it since it was read
 * (a sender that sent it meanwhile keeps its own copy, without the code). Returns how many it sealed.
 */
export async function sealWaitingMail(db: ShopPrismaClient = prisma): Promise<number> {
  const waiting = await db.emailOutbox.findMany({
    where: { status: { not: "SENT" }, sealedCodes: null, text: { contains: "GIFT-" } },
    select: { id: true, dedupeKey: true, to: true, subject: true, text: true, html: true },
  });
  let sealed = 0;
  for (const row of waiting) {
    const codes = [...new Set([...(row.text.match(GIFT_CODE) ?? []), ...(row.html?.match(GIFT_CODE) ?? [])])];
    if (codes.length === 0) continue;
    const mail = sealMail({ subject: row.subject, text: row.text, html: row.html ?? "" }, codes, row);
    const done = await db.emailOutbox.updateMany({
      where: { id: row.id, status: { not: "SENT" }, sealedCodes: null, text: row.text },
      data: { text: mail.text, html: row.html === null ? null : mail.html, sealedCodes: mail.sealedCodes },
    });
    sealed += done.count;
  }
  return sealed;
}
