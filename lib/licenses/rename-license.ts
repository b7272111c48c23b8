import "server-only";

import { recordAudit } from "@/lib/audit/record-audit";
import type { AdminContext } from "@/lib/auth/admin-context";
import { prisma } from "@/lib/database/db";
import { getLicenseOrThrow } from "@/lib/licenses/get-license-or-throw";
import { LICENSE_ROW_SELECT, toLicenseRow, type LicenseRow } from "@/lib/licenses/license-row";

/**
 * A buyer renamed their Minecraft account: the license follows the account
 * (its UUID, which the mod checks, never changes), only the name shown does.
 */
export async function renameLicense(uuid: string, name: string, ctx: AdminContext): Promise<LicenseRow> {
  return prisma.$transaction(async (tx) => {
    const license = await getLicenseOrThrow(uuid, tx);
    const updated = await tx.license.update({ where: { id: license.id }, data: { username: name }, select: LICENSE_ROW_SELECT });
    await recordAudit(
      {
        action: "license.rename",
        actor: ctx.admin.username,
        uuid: license.uuid,
        success: true,
        ipAddress: ctx.ipAddress,
        details: { from: license.username, to: name },
      },
      tx,
    );
    return toLicenseRow(updated);
  });
}
