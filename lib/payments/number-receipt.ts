import "server-only";

import { prisma } from "@/lib/database/db";
import { enqueue } from "@/lib/queue/boss";
import { QUEUES } from "@/lib/queue/queues";
import { creditNote } from "@/lib/tax/credit-note";
import { nextDocumentNumber } from "@/lib/tax/document-number";

/**
 * What a held receipt mail shows where its number goes (lib/payments/queue-receipt.ts), until numberReceipt writes the
 * number in. No receipt number looks like it, and it reads the same in the text and the HTML.
 */
export const PENDING_RECEIPT_NUMBER = "{receipt-number}";

/**
 * How long numbering waits for the year's series before giving up: the order stays marked and reconciliation numbers
 * it on its next pass. Concurrent sales queue on the series' row only for this short transaction.
 */
const LOCK_TIMEOUT = "5s";

/**
 * Gives a sale recorded under TAX_MODE=vat its receipt number, the next of the year of its capture, and releases its
 * held receipt mail with the number written in. Runs right after the fulfilment transaction commits, in a transaction
 * of its own, so the gap-free series' row lock is never held while a sale is being recorded. An order refunded
 * before it was numbered gets its credit note here too (the refund could not correct a receipt without a number).
 * Returns the number, or null when the order has none to take. Repeating it changes nothing.
 */
export async function numberReceipt(orderId: string): Promise<string | null> {
  return prisma.$transaction(async (tx) => {
    await tx.$executeRawUnsafe(`SET LOCAL lock_timeout = '${LOCK_TIMEOUT}'`);
    await tx.$queryRaw`SELECT id FROM orders WHERE id = ${orderId}::uuid FOR UPDATE`;
    const order = await tx.order.findUnique({
      where: { id: orderId },
      select: { id: true, receiptPending: true, receiptNumber: true, creditNoteNumber: true, capturedAt: true, status: true, refundedAt: true, quantity: true },
    });
    if (!order?.receiptPending || !order.capturedAt) return order?.receiptNumber ?? null;

    const receiptNumber = await nextDocumentNumber(tx, "receipt", order.capturedAt);
    // A pack's refunds have their credit notes on its seats (lib/payments/refund-seat.ts), given with each refund.
    const refunded = (order.status === "REFUNDED" || order.status === "REVERSED") && order.refundedAt && order.quantity === 1;
    await tx.order.update({
      where: { id: order.id },
      data: { receiptNumber, receiptPending: false, ...(refunded && (await creditNote(tx, { ...order, receiptNumber }, order.refundedAt!))) },
    });

    const dedupeKey = `receipt:${order.id}`;
    const held = await tx.emailOutbox.findUnique({ where: { dedupeKey }, select: { status: true, subject: true, text: true, html: true } });
    if (held?.status === "HELD") {
      const withNumber = (body: string) => body.replaceAll(PENDING_RECEIPT_NUMBER, receiptNumber);
      await tx.emailOutbox.update({
        where: { dedupeKey },
        data: {
          status: "PENDING",
          nextAttemptAt: new Date(),
          subject: withNumber(held.subject),
          text: withNumber(held.text),
          html: held.html && withNumber(held.html),
        },
      });
      await enqueue(QUEUES.mail, { dedupeKey }, { tx });
    }
    return receiptNumber;
  });
}
