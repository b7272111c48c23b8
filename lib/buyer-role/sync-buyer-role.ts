import "server-only";

import { lockMemberRole } from "@/lib/buyer-role/role-lock";
import { prisma } from "@/lib/database/db";
import { setBuyerRole } from "@/lib/discord/discord-api";
import { discordConfig } from "@/lib/discord/discord-config";
import { log } from "@/lib/log";

/** Whether the member should hold the role now: a license linked to this account is active. Read under the member's lock. */
async function shouldHaveRole(discordUserId: string): Promise<boolean> {
  return prisma.$transaction(async (tx) => {
    await lockMemberRole(tx, discordUserId);
    const link = await tx.discordLink.findUnique({ where: { discordUserId }, select: { license: { select: { active: true } } } });
    return link?.license.active === true;
  });
}

/**
 * One member's buyer role made to match the database: the role while a license linked to this Discord account is
 * active, none otherwise (unlinked, revoked, refunded, erased). It reads the state when it runs, under the member's
 * lock (lib/buyer-role/role-lock.ts), so it is safe to repeat, and it reads again after Discord answered: a change
 * made meanwhile is applied before it returns, so the last call to land is the latest state's. A member who left the
 * guild has no role to change. Rate limits are waited out by the client; other failures throw, for a retry.
 */
export async function syncBuyerRole(discordUserId: string): Promise<"added" | "removed" | "not_member" | "off"> {
  const config = discordConfig();
  if (!config) return "off";
  let shouldHave = await shouldHaveRole(discordUserId);
  for (let pass = 0; ; pass += 1) {
    const outcome = await setBuyerRole(config, discordUserId, shouldHave);
    if (outcome === "not_member") {
      log.info("buyer role unchanged: not a member of the guild", { shouldHave });
      return outcome;
    }
    const now = await shouldHaveRole(discordUserId);
    if (now === shouldHave || pass >= 2) return shouldHave ? "added" : "removed";
    shouldHave = now;
  }
}
