import "server-only";

import { AppError } from "@/lib/api/errors";
import { prisma } from "@/lib/database/db";
import { fulfilmentToken } from "@/lib/downloads/issue-download-token";
import { checkOpenOrder } from "@/lib/payments/check-open-order";
import { holdsOrderSecret } from "@/lib/payments/order-secret";
import type { BuyerOrderInput, BuyerOrderStatus } from "@/lib/payments/schemas";

/**
 * What the buyer's checkout shows after a capture failed: whether money was
 * taken. An order still open is first checked with PayPal now, as
 * reconciliation would (a capture PayPal made is fulfilled then and there,
 * so a paid buyer gets the license without waiting for the next sweep).
 * Only the browser holding the order's secret is answered; anyone else gets
 * the same 404 as for an order that does not exist.
 */
export async function buyerOrderStatus(input: BuyerOrderInput, now = new Date()): Promise<BuyerOrderStatus> {
  const order = await prisma.order.findUnique({ where: { paypalOrderId: input.orderId } });
  if (!order || !holdsOrderSecret(order.buyerSecretHash, input.orderSecret)) throw new AppError("not_found", "Unknown order.");

  let asked = true;
  if (order.status === "CREATED") asked = (await checkOpenOrder(order, now)).outcome !== "failed";
  const current = await prisma.order.findUniqueOrThrow({ where: { id: order.id }, select: { id: true, status: true, licenseId: true, isGift: true } });

  switch (current.status) {
    case "COMPLETED":
      // A gift's license (once redeemed) is its recipient's: its buyer is answered no token for it.
      return current.licenseId && !current.isGift
        ? { state: "paid", downloadToken: await fulfilmentToken(prisma, { id: current.id, licenseId: current.licenseId }) }
        : { state: "paid" };
    case "REFUNDED":
    case "REVERSED":
      return { state: "refunded" };
    case "CLOSED":
      return { state: "not_charged" };
    case "CREATED":
      // PayPal answered and has no capture for it: nothing was taken (yet). Unanswered: the buyer must not assume either way.
      return { state: asked ? "not_charged" : "unknown" };
  }
}
