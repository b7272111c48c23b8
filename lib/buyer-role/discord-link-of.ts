import "server-only";

import { prisma } from "@/lib/database/db";

/** The Discord account linked to a license, for its buyer's download page: the name it had when linked, or null. */
export async function discordLinkOf(minecraftUuid: string): Promise<{ name: string } | null> {
  const link = await prisma.discordLink.findFirst({ where: { license: { uuid: minecraftUuid } }, select: { discordName: true } });
  return link && { name: link.discordName };
}
