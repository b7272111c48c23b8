import "server-only";

import { lockMemberRole } from "@/lib/buyer-role/role-lock";
import { discordConfig } from "@/lib/discord/discord-config";
import type { Prisma } from "@/lib/generated/prisma/client";
import { nudge } from "@/lib/queue/boss";
import { QUEUES } from "@/lib/queue/queues";

/**
 * Queues a buyer-role pass for each Discord account linked to these licenses (lib/buyer-role/sync-buyer-role.ts),
 * in the caller's transaction: a revoke, a restore, a refund or an erasure that commits brings the role with it, one
 * that rolls back queues nothing. Discord accounts already unlinked in the transaction are passed as `discordUserIds`.
 * Each member's lock is held until the caller commits (lib/buyer-role/role-lock.ts). Nothing without the DISCORD_ settings.
 */
export async function queueRoleSync(tx: Prisma.TransactionClient, licenseIds: readonly string[], discordUserIds: readonly string[] = []): Promise<void> {
  if (!discordConfig()) return;
  const linked = licenseIds.length ? await tx.discordLink.findMany({ where: { licenseId: { in: [...licenseIds] } }, select: { discordUserId: true } }) : [];
  // In a fixed order, so two transactions that touch the same members never wait on each other in a circle.
  for (const discordUserId of [...new Set([...linked.map((link) => link.discordUserId), ...discordUserIds])].sort()) {
    await lockMemberRole(tx, discordUserId);
    await nudge(QUEUES.discordRole, { discordUserId }, { tx, singletonKey: discordUserId });
  }
}
