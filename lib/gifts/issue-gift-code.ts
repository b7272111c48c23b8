import "server-only";

import type { Prisma } from "@/lib/generated/prisma/client";
import { newGiftCode } from "@/lib/gifts/gift-code";
import { giftPageLink, redeemLink } from "@/lib/gifts/gift-links";
import { giftStatusToken } from "@/lib/gifts/gift-status-token";
import { log } from "@/lib/log";
import { sealMail } from "@/lib/mail/sealed-codes";
import { giftMail } from "@/lib/mail/templates/gift";
import type { GiftReceipt } from "@/lib/mail/templates/receipt";
import { enqueue } from "@/lib/queue/boss";
import { QUEUES } from "@/lib/queue/queues";

export type IssuedGift = { giftId: string; statusToken: string; code: string; receipt: GiftReceipt };

/**
 * A gift's payment (a gift order's, or a pack's gift seat's), in its fulfilment transaction
 * (lib/payments/fulfil-order.ts): a fresh code, of which only
 * the hash is stored, and the recipient's e-mail in the outbox, due at the buyer's time (or at once), with the code
 * sealed until it is sent (lib/mail/sealed-codes.ts). The code in the clear goes back to the caller, for the buyer's
 * page and receipt, and is not kept anywhere else.
 */
export async function issueGiftCode(tx: Prisma.TransactionClient, giftId: string, now: Date): Promise<IssuedGift> {
  const { code, hash } = newGiftCode();
  const gift = await tx.gift.update({ where: { id: giftId }, data: { codeHash: hash } });
  if (gift.recipientEmail) {
    const dedupeKey = `gift:${gift.id}`;
    const to = gift.recipientEmail;
    const mail = sealMail(await giftMail({ code, message: gift.message, redeemLink: redeemLink(code) }), [code], { dedupeKey, to });
    const due = gift.sendAt && gift.sendAt > now ? gift.sendAt : now;
    const created = await tx.emailOutbox.createMany({ data: [{ dedupeKey, to, ...mail, nextAttemptAt: due }], skipDuplicates: true });
    if (created.count > 0) await enqueue(QUEUES.mail, { dedupeKey }, { tx, ...(due > now && { startAfter: due }) });
    log.info("mail queued", { dedupeKey, subject: mail.subject, due: due.toISOString() });
  }
  const statusToken = giftStatusToken(gift.id);
  return {
    giftId: gift.id,
    statusToken,
    code,
    receipt: { code, giftPageLink: giftPageLink(statusToken, code), redeemLink: redeemLink(), recipientEmail: gift.recipientEmail, sendAt: gift.sendAt },
  };
}
