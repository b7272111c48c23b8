import "server-only";

import type { Prisma } from "@/lib/generated/prisma/client";
import { nextDocumentNumber } from "@/lib/tax/document-number";

/**
 * A refund or reversal of a sale that has a receipt gets a credit note: the next number of its own
 * series, given in the transaction that records the refund. It corrects the receipt on the same order and reverses
 * exactly that sale's VAT, in the period of the refund (lib/tax/quarter-return.ts). A reversal after a refund
 * keeps the refund's credit note; a sale recorded without a receipt (TAX_MODE was off) gets none.
 */
export async function creditNote(
  tx: Prisma.TransactionClient,
  order: { receiptNumber: string | null; creditNoteNumber: string | null },
  at: Date,
): Promise<{ creditNoteNumber: string } | Record<string, never>> {
  if (!order.receiptNumber || order.creditNoteNumber) return {};
  return { creditNoteNumber: await nextDocumentNumber(tx, "credit-note", at) };
}
