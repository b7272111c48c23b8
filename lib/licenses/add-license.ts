import "server-only";

import { AppError } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import type { AdminContext } from "@/lib/auth/admin-context";
import { prisma } from "@/lib/database/db";
import { grantLicense } from "@/lib/licenses/grant-license";
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
    const { id } = await grantLicense(tx, { uuid: profile.uuid, ...data, source: "ADMIN" });
    const license = await tx.license.findUniqueOrThrow({ where: { id }, select: LICENSE_ROW_SELECT });
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
