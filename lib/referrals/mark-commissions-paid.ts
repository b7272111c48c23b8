import "server-only";

import { AppError } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import type { AdminContext } from "@/lib/auth/admin-context";
import { prisma } from "@/lib/database/db";

/**
 * Records that a code's owed commissions were paid out by hand: PENDING → PAID,
 * except the lines a PayPal payout run holds (it pays those). The
 * pending rows are locked first, so the count and amount audited are exactly
 * the ones marked, even when two admins click at once. Returns the count.
 * `referral` is a code as the generator makes it (markCommissionsPaidSchema).
 */
export async function markCommissionsPaid(referral: string, ctx: AdminContext): Promise<number> {
  return prisma.$transaction(async (tx) => {
    if (!(await tx.referralCode.findUnique({ where: { code: referral }, select: { code: true } }))) {
      throw new AppError("not_found", `No referral code ${referral}.`);
    }
    const rows = await tx.$queryRaw<{ id: string; amount_cents: number }[]>`
      SELECT id, amount_cents FROM commissions WHERE code = ${referral} AND status = 'PENDING' AND payout_item_id IS NULL FOR UPDATE`;
    const ids = rows.map((row) => row.id);
    const amountCents = rows.reduce((sum, row) => sum + Number(row.amount_cents), 0);
    if (ids.length > 0) await tx.commission.updateMany({ where: { id: { in: ids } }, data: { status: "PAID", paidAt: new Date() } });
    await recordAudit(
      {
        action: "commission.paid",
        actor: ctx.admin.username,
        success: true,
        ipAddress: ctx.ipAddress,
        details: { code: referral, count: ids.length, amountCents },
      },
      tx,
    );
    return ids.length;
  });
}
