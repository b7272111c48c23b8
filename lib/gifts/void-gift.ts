import "server-only";

import type { Prisma } from "@/lib/generated/prisma/client";

/**
 * A gift order refunded or reversed (lib/payments/revoke-for-refund.ts, in its transaction): an unredeemed code is
 * voided, so /redeem refuses it from now on. A redeemed one is left as history: the refund revokes the license it
 * made, like any refunded license (the order points at it since the redemption). True when a code was voided now.
 */
export async function voidGift(tx: Prisma.TransactionClient, orderId: string, kind: "REFUNDED" | "REVERSED", now: Date): Promise<boolean> {
  const voided = await tx.gift.updateMany({
    where: { orderId, redeemedAt: null, voidedAt: null },
    data: { voidedAt: now, voidReason: kind === "REFUNDED" ? "Payment refunded" : "Payment reversed (chargeback)" },
  });
  return voided.count > 0;
}
