import "server-only";

import type { Order, Prisma } from "@/lib/generated/prisma/client";
import { emitWebhookEvent } from "@/lib/outgoing-webhooks/emit-webhook-event";
import type { CapturedPayment } from "@/lib/paypal/mapping";
import type { SaleTax } from "@/lib/tax/sale-tax";

/**
 * Records a capture on its order, inside fulfilment's transaction (a single license's, lib/payments/fulfil-order.ts,
 * or a pack's, lib/payments/fulfil-pack.ts), and queues the order.paid event: the one writer of a paid order. Answers
 * the order as now recorded, for its receipt and commission.
 */
export async function markOrderPaid(
  tx: Prisma.TransactionClient,
  order: Order,
  payment: CapturedPayment,
  {
    capturedAt,
    licenseId,
    retakeUse,
    taxRecord,
  }: {
    capturedAt: Date;
    /** The license a single license's order paid for; null for a gift's and a pack's (their seats name theirs). */
    licenseId: string | null;
    /** The order gave its creator code's use back when it closed unpaid, and takes it again now. */
    retakeUse: boolean;
    taxRecord: SaleTax | null;
  },
): Promise<Order> {
  const data = {
    status: "COMPLETED" as const,
    captureId: payment.captureId,
    capturedAt,
    // A captured order was approved by its buyer, whether or not the shop saw the approval itself.
    approvedAt: order.approvedAt ?? capturedAt,
    payerId: payment.payerId ?? null,
    payerEmail: payment.payerEmail ?? null,
    licenseId,
    ...(retakeUse && { codeUseHeld: true }),
    // With TAX_MODE=vat the receipt is numbered right after this transaction, outside it.
    ...(taxRecord && { ...taxRecord, receiptPending: true }),
  };
  await tx.order.update({ where: { id: order.id }, data });
  await emitWebhookEvent(
    tx,
    "order.paid",
    {
      orderId: order.id,
      paypalOrderId: order.paypalOrderId,
      captureId: payment.captureId,
      amountCents: order.amountCents,
      currency: order.currency,
      creatorCode: order.referralCode,
      saleId: order.saleId,
      gift: order.isGift,
      quantity: order.quantity,
      country: taxRecord?.taxCountry ?? null,
    },
    { personal: { email: order.email }, at: capturedAt },
  );
  return { ...order, ...data };
}
