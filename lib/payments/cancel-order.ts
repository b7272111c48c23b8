import "server-only";

import { AppError } from "@/lib/api/errors";
import { prisma } from "@/lib/database/db";
import { closeOrderIn } from "@/lib/payments/close-order";
import { holdsOrderSecret } from "@/lib/payments/order-secret";
import type { BuyerOrderInput, CancelOrderResult } from "@/lib/payments/schemas";

/**
 * The buyer closed PayPal's window without approving: the order is closed as
 * CANCELLED, so the admin's Orders tab says so instead of showing an attempt
 * still open, and its creator code's use goes back. Only an order still
 * CREATED and never seen approved is closed, and only for the browser holding
 * its secret; anyone else gets the 404 of an unknown order. A cancelled order
 * is never paid: its capture is refused, and one PayPal makes all the same is
 * refunded (lib/payments/capture-order.ts, lib/payments/fulfil-order.ts).
 */
export async function cancelOrder(input: BuyerOrderInput, now = new Date()): Promise<CancelOrderResult> {
  const found = await prisma.order.findUnique({ where: { paypalOrderId: input.orderId } });
  if (!found || !holdsOrderSecret(found.buyerSecretHash, input.orderSecret)) throw new AppError("not_found", "Unknown order.");
  const cancelled = await prisma.$transaction(async (tx) => {
    // Fulfilment takes the same row lock: a capture being recorded finishes first (the order is no longer open
    // here), or waits and finds the order cancelled, which it refunds instead of paying.
    await tx.$queryRaw`SELECT id FROM orders WHERE paypal_order_id = ${found.paypalOrderId} FOR UPDATE`;
    const order = await tx.order.findUniqueOrThrow({ where: { id: found.id } });
    if (order.status !== "CREATED" || order.approvedAt) return false;
    return closeOrderIn(tx, order, "CANCELLED", { now });
  });
  return { cancelled };
}
