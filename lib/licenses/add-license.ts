import "server-only";

import { AppError } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import type { AdminContext } from "@/lib/auth/admin-context";
import { queueRoleSync } from "@/lib/buyer-role/queue-role-sync";
import { prisma } from "@/lib/database/db";
import { LICENSE_ROW_SELECT, toLicenseRow, type LicenseRow } from "@/lib/licenses/license-row";
import type { AddLicenseInput } from "@/lib/licenses/schemas";
import { lookupMinecraftProfile } from "@/lib/mojang/lookup-profile";

/**
 * "Add User Manually" and POST /admin/add-uuid: puts a Minecraft account on
 * the whitelist. Without a UUID the username is resolved on Mojang (the
 * canonical spelling is stored). An account already listed is re-activated
 * with the new username and e-mail; it keeps how it was first created.
 */
export async function addLicenseManually({ username, email, uuid }: AddLicenseInput, ctx: AdminContext): Promise<LicenseRow> {
  const profile = uuid ? { uuid, username } : await lookupMinecraftProfile(username);
  if (!profile) throw new AppError("unprocessable_entity", `No Minecraft account is named ${username}.`);

  const data = { username: profile.username, email: email.toLowerCase() };
  return prisma.$transaction(async (tx) => {
    const existing = await tx.license.findUnique({ where: { uuid: profile.uuid }, select: { active: true } });
    const license = await tx.license.upsert({
      where: { uuid: profile.uuid },
      create: { uuid: profile.uuid, ...data, source: "ADMIN", active: true },
      update: { ...data, active: true, revokedAt: null, revokedReason: null },
      select: LICENSE_ROW_SELECT,
    });
    const { id } = await tx.license.findUniqueOrThrow({ where: { uuid: profile.uuid }, select: { id: true } });
    await queueRoleSync(tx, [id]);
    await recordAudit(
      {
        action: "license.add",
        actor: ctx.admin.username,
        uuid: license.uuid,
        success: true,
        ipAddress: ctx.ipAddress,
        details: { username: license.username, outcome: !existing ? "created" : existing.active ? "updated" : "reactivated" },
      },
      tx,
    );
    return toLicenseRow(license);
  });
}
