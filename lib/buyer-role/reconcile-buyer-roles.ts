import "server-only";

import { recordAudit } from "@/lib/audit/record-audit";
import { prisma } from "@/lib/database/db";
import { guildMembers } from "@/lib/discord/discord-api";
import { discordConfig } from "@/lib/discord/discord-config";
import { nudge } from "@/lib/queue/boss";
import { QUEUES } from "@/lib/queue/queues";

/** What a reconciliation found out of place: the members whose pass it queued to give the role, and to take it. */
export type RoleReconciliation = { added: string[]; removed: string[]; checked: number };

/** The most member ids the audit entry lists for each direction; the counts are always whole. */
const AUDITED_IDS = 100;

/**
 * The nightly pass: every member of the guild, a page at a time, is compared with the licenses; a
 * member who holds the role without an active linked license (a role given by hand) or lacks it with one (a pass
 * lost) gets a pass of their own queued (lib/buyer-role/sync-buyer-role.ts), which reads the state when it runs and
 * under the member's lock, so a link or a refund made while this pass pages through the guild is never undone by
 * it. Linked buyers who are not in the guild are left alone (the next link adds them). What it found, if anything,
 * goes into the audit log.
 */
export async function reconcileBuyerRoles(): Promise<RoleReconciliation | null> {
  const config = discordConfig();
  if (!config) return null;
  const entitled = new Set(
    (await prisma.discordLink.findMany({ where: { license: { active: true } }, select: { discordUserId: true } })).map((link) => link.discordUserId),
  );
  const result: RoleReconciliation = { added: [], removed: [], checked: 0 };
  for await (const page of guildMembers(config)) {
    for (const member of page) {
      result.checked += 1;
      const has = member.roles.includes(config.roleId);
      const shouldHave = entitled.has(member.userId);
      if (has === shouldHave) continue;
      await nudge(QUEUES.discordRole, { discordUserId: member.userId }, { singletonKey: member.userId });
      (shouldHave ? result.added : result.removed).push(member.userId);
    }
  }
  if (result.added.length || result.removed.length) {
    await recordAudit({
      action: "discord.reconcile",
      actor: "system",
      success: true,
      details: {
        checked: result.checked,
        toAdd: result.added.length,
        toRemove: result.removed.length,
        added: result.added.slice(0, AUDITED_IDS),
        removed: result.removed.slice(0, AUDITED_IDS),
      },
    });
  }
  return result;
}
