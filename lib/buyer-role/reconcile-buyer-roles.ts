import "server-only";

import { recordAudit } from "@/lib/audit/record-audit";
import { prisma } from "@/lib/database/db";
import { guildMembers, setBuyerRole } from "@/lib/discord/discord-api";
import { discordConfig } from "@/lib/discord/discord-config";

/** What a reconciliation changed (and the audit log's `discord.reconcile` entry records). */
export type RoleReconciliation = { added: string[]; removed: string[]; checked: number };

/**
 * The nightly pass (issue #26 §1): every member of the guild, a page at a time, gets the buyer role exactly when a
 * license linked to their account is active. A role given by hand to someone without one is taken away; a buyer
 * whose role was lost gets it back. Linked buyers who are not in the guild are left alone (they left, or never
 * joined: the next link adds them). The changes, if any, go into the audit log.
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
      if ((await setBuyerRole(config, member.userId, shouldHave)) === "done") (shouldHave ? result.added : result.removed).push(member.userId);
    }
  }
  if (result.added.length || result.removed.length) {
    await recordAudit({ action: "discord.reconcile", actor: "system", success: true, details: result });
  }
  return result;
}
