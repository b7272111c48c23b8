import "server-only";

import { recordAudit } from "@/lib/audit/record-audit";
import type { AdminContext } from "@/lib/auth/admin-context";
import { queueRoleSync } from "@/lib/buyer-role/queue-role-sync";
import { prisma } from "@/lib/database/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { getLicenseOrThrow } from "@/lib/licenses/get-license-or-throw";
import { LICENSE_ROW_SELECT, toLicenseRow, type LicenseRow } from "@/lib/licenses/license-row";
import { emitWebhookEvent } from "@/lib/outgoing-webhooks/emit-webhook-event";

/**
 * Takes an account off the whitelist (the mod's check answers inactive from now on), with the reason kept.
 * Unlike revokeForRefund (PayPal's refund or reversal), an admin decides it: any license, any reason, audited under their name.
 */
export async function revokeLicense(uuid: string, why: string, ctx: AdminContext, db?: Prisma.TransactionClient): Promise<LicenseRow> {
  const run = async (tx: Prisma.TransactionClient) => {
    const license = await getLicenseOrThrow(uuid, tx);
    const updated = await tx.license.update({
      where: { id: license.id },
      data: { active: false, revokedAt: new Date(), revokedReason: why },
      select: LICENSE_ROW_SELECT,
    });
    // The Discord buyer role follows the license, and so do the seller's endpoints.
    await queueRoleSync(tx, [license.id]);
    if (license.active) await emitWebhookEvent(tx, "license.revoked", { licenseId: license.id, minecraftUuid: license.uuid, reason: why });
    await recordAudit(
      {
        action: "license.revoke",
        actor: ctx.admin.username,
        uuid: license.uuid,
        success: true,
        ipAddress: ctx.ipAddress,
        details: { reason: why, wasActive: license.active },
      },
      tx,
    );
    return toLicenseRow(updated);
  };
  // Inside the caller's transaction when it has one (an admin suspending a disputed sale's license).
  return db ? run(db) : prisma.$transaction(run);
}
