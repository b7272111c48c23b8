import "server-only";

import type { Prisma } from "@/lib/generated/prisma/client";

/**
 * Makes everything that licenses these Minecraft accounts take turns until the transaction ends: two captures for
 * one account (two orders, two packs, or a pack and a single order) check and write its license one after the other.
 * The locks are taken in one order (sorted), so two packs naming the same accounts never wait on each other in a circle.
 */
export async function lockAccounts(tx: Prisma.TransactionClient, uuids: readonly string[]): Promise<void> {
  for (const uuid of [...new Set(uuids)].sort()) {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`license:${uuid}`}, 0))`;
  }
}
