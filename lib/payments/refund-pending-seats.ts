import "server-only";

import { prisma } from "@/lib/database/db";
import { log } from "@/lib/log";
import { refundDueSeats } from "@/lib/payments/refund-due-seats";

/** Packs whose due seat refunds are asked per reconciliation pass, at most. */
const PASS_LIMIT = 100;

/**
 * Reconciliation's part: the seat refunds a failure left due (PayPal down, a crash after the capture's commit). No
 * seat is started at or after `until` (ms since the epoch): it stays due for the next pass.
 */
export async function refundPendingSeats({ limit = PASS_LIMIT, until = Infinity }: { limit?: number; until?: number } = {}): Promise<{
  refunded: number;
  failed: number;
}> {
  const orders = await prisma.orderSeat.findMany({ where: { refundDue: true }, distinct: ["orderId"], take: limit, select: { orderId: true } });
  let refunded = 0;
  let failed = 0;
  for (const { orderId } of orders) {
    try {
      refunded += await refundDueSeats(orderId, { until });
    } catch (error) {
      failed += 1;
      log.warn("seat refund still due; tried again on the next pass", { orderId, error: error instanceof Error ? error.message : String(error) });
    }
  }
  if (refunded > 0 || failed > 0) log.info("seat refunds made", { refunded, failed });
  return { refunded, failed };
}
