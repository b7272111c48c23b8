import "server-only";

import { prisma } from "@/lib/database/db";
import { GIFT_STATE_SELECT, giftState, type GiftState } from "@/lib/gifts/gift-state";
import { giftIdOf } from "@/lib/gifts/gift-status-token";

/** What the buyer's gift page shows: the gift's state, and where and when its e-mail goes. */
export type GiftStatus = {
  state: GiftState;
  recipientEmail: string | null;
  /** When the buyer asked the recipient's e-mail to go; null: at once. */
  sendAt: Date | null;
  /** When the recipient's e-mail went out; null until it has. */
  sentAt: Date | null;
  paidAt: Date | null;
};

/** The gift a status token names, or null for a token this shop did not sign. Two primary-key lookups. */
export async function getGiftStatus(token: string): Promise<GiftStatus | null> {
  const giftId = giftIdOf(token);
  if (!giftId) return null;
  const gift = await prisma.gift.findUnique({
    where: { id: giftId },
    select: { ...GIFT_STATE_SELECT, recipientEmail: true, sendAt: true, order: { select: { capturedAt: true } } },
  });
  if (!gift) return null;
  const mail = gift.recipientEmail ? await prisma.emailOutbox.findUnique({ where: { dedupeKey: `gift:${giftId}` }, select: { sentAt: true } }) : null;
  return {
    state: giftState(gift),
    recipientEmail: gift.recipientEmail,
    sendAt: gift.sendAt,
    sentAt: mail?.sentAt ?? null,
    paidAt: gift.order.capturedAt,
  };
}
