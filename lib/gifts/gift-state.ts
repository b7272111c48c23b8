import type { Gift } from "@/lib/generated/prisma/client";

/** What became of a gift, as the admin's Orders tab and the buyer's gift page show it. */
export type GiftState =
  { state: "pending" } | { state: "unredeemed" } | { state: "redeemed"; username: string; at: Date } | { state: "voided"; at: Date; reason: string | null };

/** The columns giftState reads. */
export const GIFT_STATE_SELECT = { codeHash: true, redeemedAt: true, redeemedUsername: true, voidedAt: true, voidReason: true } as const;

/** A gift is pending until paid (no code yet), then unredeemed until redeemed; a refund before that voids it. */
export function giftState(gift: Pick<Gift, keyof typeof GIFT_STATE_SELECT>): GiftState {
  if (gift.redeemedAt) return { state: "redeemed", username: gift.redeemedUsername ?? "", at: gift.redeemedAt };
  if (gift.voidedAt) return { state: "voided", at: gift.voidedAt, reason: gift.voidReason };
  return gift.codeHash ? { state: "unredeemed" } : { state: "pending" };
}
