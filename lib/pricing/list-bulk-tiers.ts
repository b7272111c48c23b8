import "server-only";

import { prisma } from "@/lib/database/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { BulkTiers } from "@/lib/pricing/schemas";

type Db = Pick<Prisma.TransactionClient, "bulkTier">;

/** The seller's bulk discount tiers, smallest pack first, with who saved them (one read of at most five rows). */
export async function listBulkTiers(db: Db = prisma): Promise<BulkTiers> {
  const rows = await db.bulkTier.findMany({ orderBy: { minQuantity: "asc" } });
  // One save replaces every row (lib/pricing/save-bulk-tiers.ts): they share its author and time.
  const last = rows[0];
  return {
    tiers: rows.map(({ minQuantity, percentOff }) => ({ minQuantity, percentOff })),
    updatedBy: last?.updatedBy ?? null,
    updatedAt: last?.updatedAt.toISOString() ?? null,
  };
}
