import "server-only";

import { AppError } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { GIFT_SEND_AGAIN } from "@/lib/content/gifts";
import { prisma } from "@/lib/database/db";
import { newGiftCode } from "@/lib/gifts/gift-code";
import { redeemLink } from "@/lib/gifts/gift-links";
import { log } from "@/lib/log";
import { sealMail } from "@/lib/mail/sealed-codes";
import { giftMail } from "@/lib/mail/templates/gift";
import { enqueue } from "@/lib/queue/boss";
import { QUEUES } from "@/lib/queue/queues";

/** One new mail per gift in this window at most: a double click, or a script, sends one. */
const WINDOW_MS = 10 * 60_000;

/**
 * "Send the e-mail again" for a gift the buyer paid for that nobody has redeemed: the shop keeps only the code's hash,
 * so it cannot send the old code; it issues a new one (the old one stops working), mails it to the recipient with
 * the buyer's message, sealed until sent as the first mail was, and audits it. `owns` says whether the order is the
 * caller's (the account checks it by address). A gift redeemed, voided or still waiting for its first mail, or one
 * without a recipient, is refused and nothing changes.
 */
export async function sendGiftAgain(giftId: string, owns: (orderId: string) => Promise<boolean>, ctx: { ipAddress: string }, now = new Date()) {
  const gift = await prisma.gift.findUnique({
    where: { id: giftId },
    select: { id: true, orderId: true, recipientEmail: true, message: true, redeemedAt: true, voidedAt: true, codeHash: true },
  });
  if (!gift || !(await owns(gift.orderId))) throw new AppError("not_found", GIFT_SEND_AGAIN.notFound);
  if (gift.redeemedAt) throw new AppError("conflict", GIFT_SEND_AGAIN.redeemed);
  if (gift.voidedAt || !gift.codeHash) throw new AppError("conflict", GIFT_SEND_AGAIN.notValid);
  const to = gift.recipientEmail;
  if (!to) throw new AppError("conflict", GIFT_SEND_AGAIN.noRecipient);
  const first = await prisma.emailOutbox.findUnique({ where: { dedupeKey: `gift:${gift.id}` }, select: { sentAt: true } });
  if (first && !first.sentAt) throw new AppError("conflict", GIFT_SEND_AGAIN.notSentYet);

  const dedupeKey = `gift:${gift.id}:again:${Math.floor(now.getTime() / WINDOW_MS)}`;
  if (await prisma.emailOutbox.findUnique({ where: { dedupeKey }, select: { id: true } })) throw new AppError("rate_limited", GIFT_SEND_AGAIN.tooSoon);
  const { code, hash } = newGiftCode();
  const mail = sealMail(await giftMail({ code, message: gift.message, redeemLink: redeemLink(code) }), [code], { dedupeKey, to });
  await prisma.$transaction(async (tx) => {
    // Only while it is still unredeemed and unvoided: a redemption racing this keeps its license and no new code is sent.
    const { count } = await tx.gift.updateMany({ where: { id: gift.id, redeemedAt: null, voidedAt: null, codeHash: gift.codeHash }, data: { codeHash: hash } });
    if (count === 0) throw new AppError("conflict", GIFT_SEND_AGAIN.redeemed);
    const created = await tx.emailOutbox.createMany({ data: [{ dedupeKey, to, ...mail }], skipDuplicates: true });
    if (created.count === 0) throw new AppError("rate_limited", GIFT_SEND_AGAIN.tooSoon);
    await enqueue(QUEUES.mail, { dedupeKey }, { tx });
    await recordAudit({ action: "gift.send_again", actor: "buyer", success: true, ipAddress: ctx.ipAddress, details: { giftId: gift.id } }, tx);
  });
  log.info("mail queued", { dedupeKey, subject: mail.subject });
  return { message: GIFT_SEND_AGAIN.sent(to) };
}
