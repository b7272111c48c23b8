import "server-only";

import { AppError } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { queueRoleSync } from "@/lib/buyer-role/queue-role-sync";
import { prisma } from "@/lib/database/db";

/**
 * "Unlink", on an admin's license row or in the buyer's account: the Discord account is no longer the license's, and
 * loses the buyer role. Audited under `actor` (an admin's name, or "buyer").
 */
export async function unlinkDiscordAccount(uuid: string, ctx: { actor: string; ipAddress?: string }): Promise<void> {
  await prisma.$transaction(async (tx) => {
    const link = await tx.discordLink.findFirst({ where: { license: { uuid } }, select: { licenseId: true, discordUserId: true } });
    if (!link) throw new AppError("not_found", "This license has no Discord account linked.");
    await tx.discordLink.delete({ where: { licenseId: link.licenseId } });
    await queueRoleSync(tx, [], [link.discordUserId]);
    await recordAudit(
      { action: "discord.unlink", actor: ctx.actor, uuid, success: true, ipAddress: ctx.ipAddress, details: { discordUserId: link.discordUserId } },
      tx,
    );
  });
}
