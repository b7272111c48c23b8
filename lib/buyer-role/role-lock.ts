import "server-only";

import type { Prisma } from "@/lib/generated/prisma/client";

/**
 * Serialises what decides one member's buyer role: a transaction that changes it (a link, a revoke, an
 * erasure) holds this lock from before it queues the member's pass until it commits, and the pass reads under it.
 * So a pass never reads the state just before a change whose own pass was dropped as a duplicate of it.
 */
export async function lockMemberRole(tx: Prisma.TransactionClient, discordUserId: string): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`discord-role:${discordUserId}`}))`;
}
