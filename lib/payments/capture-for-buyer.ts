import "server-only";

import { prisma } from "@/lib/database/db";
import { log } from "@/lib/log";
import { captureOrder } from "@/lib/payments/capture-order";
import { holdsOrderSecret } from "@/lib/payments/order-secret";
import type { CaptureOrderInput, CaptureResult } from "@/lib/payments/schemas";

/**
 * The capture call as the browser sees it. Anyone holding the order id may
 * trigger the capture (the buyer still gets the license and the receipt,
 * whose link reaches only the buyer's mailbox), but the download token, or a
 * gift's page and code, or a pack's seats, is answered only to the browser that created the
 * order, proven by its order secret. The use-case itself stays the same for the webhook and the
 * reconciliation pass, which answer nobody.
 */
export async function captureForBuyer(input: CaptureOrderInput, ctx: { ipAddress: string }): Promise<CaptureResult> {
  const fulfilment = await captureOrder(input.orderId, ctx);
  const { transactionId } = fulfilment;
  const order = await prisma.order.findUnique({ where: { paypalOrderId: input.orderId }, select: { buyerSecretHash: true } });
  if (holdsOrderSecret(order?.buyerSecretHash ?? null, input.orderSecret)) {
    if (fulfilment.gift) return { transactionId, gift: fulfilment.gift };
    if (fulfilment.pack) {
      const { downloadToken, seats } = fulfilment.pack;
      return { transactionId, ...(downloadToken && { downloadToken }), pack: { seats } };
    }
    return { transactionId, downloadToken: fulfilment.downloadToken };
  }
  log.info("capture answered without its download token", { paypalOrderId: input.orderId, orderSecret: input.orderSecret ? "wrong" : "missing" });
  return { transactionId };
}
