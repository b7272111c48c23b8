import "server-only";

import { AppError } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import type { AdminContext } from "@/lib/auth/admin-context";
import { prisma } from "@/lib/database/db";
import { SUSPENDED_REASON } from "@/lib/disputes/dispute-outcome";
import { restoreLicense } from "@/lib/licenses/restore-license";
import { revokeLicense } from "@/lib/licenses/revoke-license";

/**
 * The admin's choice while PayPal decides: the disputed sale's license stays active (the default), is suspended (the
 * mod's check answers inactive), or is made active again. One transaction with the dispute row locked, audited as the
 * dispute's step and as the license's change. A dispute PayPal decides for the seller reactivates a suspended license
 * by itself (lib/disputes/dispute-outcome.ts); one decided for the buyer revokes it.
 */
export async function setDisputeLicense(disputeId: string, suspend: boolean, ctx: AdminContext): Promise<void> {
  await prisma.$transaction(async (tx) => {
    const [dispute] = await tx.$queryRaw<
      { id: string; paypal_dispute_id: string; order_id: string | null; resolved_at: Date | null; license_suspended_at: Date | null }[]
    >`
      SELECT id, paypal_dispute_id, order_id, resolved_at, license_suspended_at FROM disputes WHERE id = ${disputeId}::uuid FOR UPDATE`;
    if (!dispute) throw new AppError("not_found", "No such dispute.");
    if (dispute.resolved_at) throw new AppError("conflict", "PayPal resolved this dispute already.");
    const order = dispute.order_id
      ? await tx.order.findUnique({ where: { id: dispute.order_id }, select: { license: { select: { uuid: true, active: true, revokedReason: true } } } })
      : null;
    const license = order?.license;
    if (!license) throw new AppError("conflict", "This dispute's payment has no license.");
    if (suspend) {
      if (dispute.license_suspended_at) throw new AppError("conflict", "The license is suspended already.");
      if (!license.active) throw new AppError("conflict", "The license is not active.");
      await revokeLicense(license.uuid, SUSPENDED_REASON, ctx, tx);
    } else {
      if (!dispute.license_suspended_at) throw new AppError("conflict", "The license is not suspended for this dispute.");
      // Revoked for another reason since (an admin's revoke, a refund): that decision stands.
      if (!license.active && license.revokedReason === SUSPENDED_REASON) await restoreLicense(license.uuid, ctx, tx);
    }
    await tx.dispute.update({ where: { id: disputeId }, data: { licenseSuspendedAt: suspend ? new Date() : null } });
    await recordAudit(
      {
        action: suspend ? "dispute.license_suspend" : "dispute.license_restore",
        actor: ctx.admin.username,
        uuid: license.uuid,
        success: true,
        ipAddress: ctx.ipAddress,
        details: { disputeId, paypalDisputeId: dispute.paypal_dispute_id },
      },
      tx,
    );
  });
}
