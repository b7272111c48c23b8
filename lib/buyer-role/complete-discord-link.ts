import "server-only";

import { timingSafeEqual } from "node:crypto";

import { recordAudit } from "@/lib/audit/record-audit";
import { queueRoleSync } from "@/lib/buyer-role/queue-role-sync";
import type { DiscordCallback } from "@/lib/buyer-role/schemas";
import { DISCORD_CALLBACK_PATH, stateHash } from "@/lib/buyer-role/start-discord-link";
import { prisma } from "@/lib/database/db";
import { isUniqueViolation } from "@/lib/database/is-unique-violation";
import { currentUser, exchangeCode, joinGuild, revokeToken } from "@/lib/discord/discord-api";
import { discordConfig } from "@/lib/discord/discord-config";
import { log } from "@/lib/log";
import { absoluteUrl } from "@/lib/site";

/** How a link ended, for the page the buyer lands on (lib/content/discord.ts). */
export type DiscordLinkOutcome =
  | { status: "linked"; name: string }
  /** The buyer pressed Cancel on Discord's page. */
  | { status: "denied" }
  /** A state that is unknown, used, expired or another's: a replayed or forged callback, or one that took too long. */
  | { status: "expired" }
  /** The callback came to another browser than the one that asked (no cookie, or another's): a forwarded consent link. */
  | { status: "browser" }
  /** The license was revoked between the button and the callback. */
  | { status: "inactive" }
  | { status: "off" };

/**
 * Finishes a link when Discord sends the buyer back. The `state` is claimed once, atomically: a
 * replayed or foreign callback changes nothing. Then, with the buyer's token: who they are, and a seat in the guild
 * (`guilds.join`); the link is stored (one Discord account per license and one license per account: a relink moves
 * it, and the account that lost it loses the role), the role is queued by its own call, the token is revoked, and
 * neither access nor refresh token is kept. Discord failing makes the route answer an error and the buyer try again.
 */
export async function completeDiscordLink(
  callback: DiscordCallback,
  ctx: { ipAddress: string; browserNonce: string | undefined },
  now = new Date(),
): Promise<DiscordLinkOutcome> {
  const config = discordConfig();
  if (!config) return { status: "off" };
  const hash = stateHash(callback.state);
  const claimed = await prisma.discordLinkAttempt.updateMany({ where: { stateHash: hash, usedAt: null, expiresAt: { gt: now } }, data: { usedAt: now } });
  if (claimed.count === 0) return { status: "expired" };
  const attempt = await prisma.discordLinkAttempt.findUniqueOrThrow({
    where: { stateHash: hash },
    select: { codeVerifier: true, browserHash: true, license: { select: { id: true, uuid: true, active: true } } },
  });
  if (!ctx.browserNonce || !sameHash(stateHash(ctx.browserNonce), attempt.browserHash)) return { status: "browser" };
  if ("error" in callback) return { status: "denied" };
  if (!attempt.license.active) return { status: "inactive" };

  const accessToken = await exchangeCode(config, { code: callback.code, codeVerifier: attempt.codeVerifier, redirectUri: absoluteUrl(DISCORD_CALLBACK_PATH) });
  try {
    const user = await currentUser(config, accessToken);
    await joinGuild(config, user.id, accessToken);
    const licenseId = attempt.license.id;
    const linked = await withRetryOnRace(() =>
      prisma.$transaction(async (tx) => {
        // The license row's lock: a revoke or an erasure waits for this link (and then queues its pass), or this waits for it.
        const [license] = await tx.$queryRaw<{ active: boolean }[]>`SELECT active FROM licenses WHERE id = ${licenseId}::uuid FOR UPDATE`;
        if (!license?.active) return false;
        // An erasure in the meantime deleted the attempt with the license's other Discord data: link nothing.
        if ((await tx.discordLinkAttempt.count({ where: { stateHash: hash } })) === 0) return false;
        // The account's link to another license, and this license's link to another account, give way to this one.
        const replaced = await tx.discordLink.findMany({ where: { OR: [{ discordUserId: user.id }, { licenseId }] } });
        await tx.discordLink.deleteMany({ where: { OR: [{ discordUserId: user.id }, { licenseId }] } });
        await tx.discordLink.create({ data: { licenseId, discordUserId: user.id, discordName: user.name.slice(0, 100), linkedAt: now } });
        await queueRoleSync(
          tx,
          [licenseId],
          replaced.map((link) => link.discordUserId),
        );
        await recordAudit(
          {
            action: "discord.link",
            actor: "buyer",
            uuid: attempt.license.uuid,
            success: true,
            ipAddress: ctx.ipAddress,
            details: {
              discordUserId: user.id,
              ...(replaced.length > 0 && { replaced: replaced.map((link) => ({ licenseId: link.licenseId, discordUserId: link.discordUserId })) }),
            },
          },
          tx,
        );
        return true;
      }),
    );
    return linked ? { status: "linked", name: user.name } : { status: "inactive" };
  } finally {
    await revokeToken(config, accessToken).catch((error: unknown) => log.warn("Discord token not revoked", { error: String(error) }));
  }
}

/**
 * Two callbacks for one Discord account or one license at the same moment: the loser's insert meets the winner's
 * unique key (P2002). Tried again, it sees the winner's link and moves it, as a later relink would.
 */
async function withRetryOnRace<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isUniqueViolation(error)) return run();
    throw error;
  }
}

/** Two SHA-256 hex digests compared in constant time. */
function sameHash(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}
