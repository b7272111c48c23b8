import "server-only";

import { AppError } from "@/lib/api/errors";
import { prisma } from "@/lib/database/db";
import { closeOrder } from "@/lib/payments/close-order";
import { holdsOrderSecret } from "@/lib/payments/order-secret";
import type { BuyerOrderInput, CancelOrderResult } from "@/lib/payments/schemas";

/**
 * The buyer closed PayPal's window without approving: the order is closed as
 * CANCELLED, so the admin's Orders tab says so instead of showing an attempt
 * still open. Only an order still CREATED and never seen approved is closed
 * (a capture that still arrives completes it as usual), and only for the
 * browser holding its secret; anyone else gets the 404 of an unknown order.
 */
export async function cancelOrder(input: BuyerOrderInput, now = new Date()): Promise<CancelOrderResult> {
  const order = await prisma.order.findUnique({ where: { paypalOrderId: input.orderId } });
  if (!order || !holdsOrderSecret(order.buyerSecretHash, input.orderSecret)) throw new AppError("not_found", "Unknown order.");
  if (order.status !== "CREATED" || order.approvedAt) return { cancelled: false };
  return { cancelled: await closeOrder(order, "CANCELLED", { now }) };
}
