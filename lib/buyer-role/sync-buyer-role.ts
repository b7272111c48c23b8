import "server-only";

import { prisma } from "@/lib/database/db";
import { setBuyerRole } from "@/lib/discord/discord-api";
import { discordConfig } from "@/lib/discord/discord-config";
import { log } from "@/lib/log";

/**
 * One member's buyer role made to match the database: the role while a license linked to this Discord account is
 * active, none otherwise (unlinked, revoked, refunded, erased). It reads the state when it runs, so it is safe to
 * repeat and jobs that queued up behind it converge on the latest; a member who left the guild has no role to
 * change. Rate limits are waited out by the client; other failures throw, for the job to be retried.
 */
export async function syncBuyerRole(discordUserId: string): Promise<"added" | "removed" | "not_member" | "off"> {
  const config = discordConfig();
  if (!config) return "off";
  const link = await prisma.discordLink.findUnique({ where: { discordUserId }, select: { license: { select: { active: true } } } });
  const shouldHave = link?.license.active === true;
  const outcome = await setBuyerRole(config, discordUserId, shouldHave);
  if (outcome === "not_member") {
    log.info("buyer role unchanged: not a member of the guild", { shouldHave });
    return outcome;
  }
  return shouldHave ? "added" : "removed";
}
