import "server-only";

import { AppError } from "@/lib/api/errors";
import { env } from "@/lib/env";
import type { Prisma } from "@/lib/generated/prisma/client";

const TAX_FIELDS = {
  id: true,
  amountCents: true,
  capturedAt: true,
  receiptNumber: true,
  payerCountry: true,
  ipCountry: true,
  taxCountry: true,
  taxReview: true,
  vatRateBp: true,
  vatCents: true,
  vatSource: true,
} as const;

export type OrderUnderReview = Prisma.OrderGetPayload<{ select: typeof TAX_FIELDS }> & { capturedAt: Date };

/**
 * Locks an order whose country is under review (issue #24 §2) for an admin's decision, inside the caller's
 * transaction: two admins deciding at once take turns, and the second finds it decided. Not found: an unknown
 * order; conflict: tax records are off, or the order is not under review (never was, or already decided).
 */
export async function lockOrderUnderReview(tx: Prisma.TransactionClient, orderId: string): Promise<OrderUnderReview> {
  if (env.TAX_MODE !== "vat") throw new AppError("conflict", "Tax records are off (TAX_MODE=off).");
  const [locked] = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM orders WHERE id = ${orderId}::uuid FOR UPDATE`;
  if (!locked) throw new AppError("not_found", "No such order.");
  const order = await tx.order.findUniqueOrThrow({ where: { id: orderId }, select: TAX_FIELDS });
  if (!order.taxReview || !order.capturedAt) throw new AppError("conflict", "This order's country is not under review.");
  return { ...order, capturedAt: order.capturedAt };
}

/** An order's tax decision as its audit entry records it, before and after. */
export const taxDecision = (order: Pick<OrderUnderReview, "taxCountry" | "vatRateBp" | "vatCents">) => ({
  taxCountry: order.taxCountry,
  vatRateBp: order.vatRateBp,
  vatCents: order.vatCents,
});
