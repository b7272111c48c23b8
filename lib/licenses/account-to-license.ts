import "server-only";

import { ALREADY_LICENSED } from "@/lib/content/checkout";
import { prisma } from "@/lib/database/db";
import { lookupMinecraftProfile, type MinecraftProfile } from "@/lib/mojang/lookup-profile";

/** Why an account cannot be given a license now, with the words the buyer sees. */
export type AccountRefusal = { reason: "unknown_minecraft_account" | "already_licensed"; message: string; profile?: MinecraftProfile };

/**
 * The Minecraft account a purchase or a gift's redemption would license: it must exist at Mojang (nobody pays for a
 * name that does not) and hold no active license yet (nobody pays twice for one account; a refunded or revoked one
 * can be licensed again). The one check checkout (lib/payments/create-order.ts) and /redeem
 * (lib/gifts/redeem-gift.ts) share.
 */
export async function accountToLicense(username: string): Promise<{ profile: MinecraftProfile } | { refusal: AccountRefusal }> {
  const profile = await lookupMinecraftProfile(username);
  if (!profile) {
    return { refusal: { reason: "unknown_minecraft_account", message: `No Minecraft account is named ${username}. Check the spelling of your username.` } };
  }
  const licensed = await prisma.license.findUnique({ where: { uuid: profile.uuid }, select: { active: true } });
  if (licensed?.active) return { refusal: { reason: "already_licensed", message: ALREADY_LICENSED(profile.username), profile } };
  return { profile };
}
