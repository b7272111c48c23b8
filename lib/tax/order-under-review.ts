import "server-only";

import { AppError } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import type { AdminContext } from "@/lib/auth/admin-context";
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
 * Locks an order whose country is under review for an admin's decision, inside the caller's
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

type Decided = Pick<OrderUnderReview, "taxCountry" | "vatRateBp" | "vatCents">;

/**
 * Ends an order's review with the admin's decision, in the caller's transaction: the order keeps who decided and
 * why, with `after` (its country, rate and VAT; unchanged when confirmed), and the audit log the evidence, the
 * reason and the figures before and after.
 */
export async function recordTaxDecision(
  tx: Prisma.TransactionClient,
  {
    action,
    order,
    after,
    reason,
  }: { action: "tax.set_country" | "tax.confirm_country"; order: OrderUnderReview; after: Decided & Prisma.OrderUpdateInput; reason: string },
  ctx: AdminContext,
): Promise<Decided & { orderId: string }> {
  await tx.order.update({ where: { id: order.id }, data: { ...after, taxReview: false, taxCountrySetBy: ctx.admin.username, taxCountryReason: reason } });
  await recordAudit(
    {
      action,
      actor: ctx.admin.username,
      success: true,
      ipAddress: ctx.ipAddress,
      details: {
        orderId: order.id,
        receiptNumber: order.receiptNumber,
        evidence: { payerCountry: order.payerCountry, ipCountry: order.ipCountry },
        reason,
        before: taxDecision(order),
        after: taxDecision(after),
      },
    },
    tx,
  );
  return { orderId: order.id, ...taxDecision(after) };
}
