import "server-only";

import { AppError } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import type { AdminContext } from "@/lib/auth/admin-context";
import { prisma } from "@/lib/database/db";
import type { VoidCommissionInput } from "@/lib/referrals/schemas";

/**
 * An admin voids one unpaid ledger line with a reason (a sale they judge fraudulent, or a clawback
 * they forgive). The row is locked first, so a payout gathering it at the same moment either pays it or
 * sees it voided, never both. A paid line cannot be voided: a refund claws it back instead.
 */
export async function voidCommission({ commissionId, reason }: VoidCommissionInput, ctx: AdminContext): Promise<void> {
  await prisma.$transaction(async (tx) => {
    const [line] = await tx.$queryRaw<{ code: string; order_id: string; kind: string; status: string; payout_item_id: string | null }[]>`
      SELECT code, order_id, kind, status, payout_item_id FROM commissions WHERE id = ${commissionId}::uuid FOR UPDATE`;
    if (!line) throw new AppError("not_found", "No such commission.");
    if (line.status === "PAID") throw new AppError("conflict", "This commission has already been paid out; a refund of the sale claws it back.");
    if (line.status === "VOID") throw new AppError("conflict", "This commission is already void.");
    if (line.payout_item_id) throw new AppError("conflict", "This commission is in a payout run; a refund of the sale claws it back.");
    await tx.commission.update({ where: { id: commissionId }, data: { status: "VOID", voidedAt: new Date(), voidReason: reason } });
    await recordAudit(
      {
        action: "commission.void",
        actor: ctx.admin.username,
        success: true,
        ipAddress: ctx.ipAddress,
        details: { code: line.code, orderId: line.order_id, kind: line.kind, reason },
      },
      tx,
    );
  });
}
