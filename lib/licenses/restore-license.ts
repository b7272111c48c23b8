import "server-only";

import { recordAudit } from "@/lib/audit/record-audit";
import type { AdminContext } from "@/lib/auth/admin-context";
import { queueRoleSync } from "@/lib/buyer-role/queue-role-sync";
import { prisma } from "@/lib/database/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { getLicenseOrThrow } from "@/lib/licenses/get-license-or-throw";
import { LICENSE_ROW_SELECT, toLicenseRow, type LicenseRow } from "@/lib/licenses/license-row";

/** Puts a revoked account back on the whitelist; the check answers active again. */
export async function restoreLicense(uuid: string, ctx: AdminContext, db?: Prisma.TransactionClient): Promise<LicenseRow> {
  const run = async (tx: Prisma.TransactionClient) => {
    const license = await getLicenseOrThrow(uuid, tx);
    const updated = await tx.license.update({
      where: { id: license.id },
      data: { active: true, revokedAt: null, revokedReason: null },
      select: LICENSE_ROW_SELECT,
    });
    // The Discord buyer role follows the license.
    await queueRoleSync(tx, [license.id]);
    await recordAudit(
      {
        action: "license.restore",
        actor: ctx.admin.username,
        uuid: license.uuid,
        success: true,
        ipAddress: ctx.ipAddress,
        details: { previousReason: license.revokedReason },
      },
      tx,
    );
    return toLicenseRow(updated);
  };
  // Inside the caller's transaction when it has one (an admin reactivating a disputed sale's license).
  return db ? run(db) : prisma.$transaction(run);
}
