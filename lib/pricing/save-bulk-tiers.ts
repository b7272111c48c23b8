import "server-only";

import { recordAudit } from "@/lib/audit/record-audit";
import type { AdminContext } from "@/lib/auth/admin-context";
import { prisma } from "@/lib/database/db";
import { listBulkTiers } from "@/lib/pricing/list-bulk-tiers";
import type { BulkTiers, SaveBulkTiersInput } from "@/lib/pricing/schemas";
import { enqueue } from "@/lib/queue/boss";
import { QUEUES } from "@/lib/queue/queues";

/** Serialises saves: two admins saving at once each replace the whole list, one after the other. */
const BULK_TIERS_LOCK = 0x62756c6b;

/**
 * Replaces the seller's bulk discount tiers with `tiers` (an empty list removes them). Audited with the tiers before
 * and after; saving the same tiers again changes nothing and records nothing. The FAQ names the tiers, so every
 * instance renders its pages again (a price-change job, as a sale's edges queue).
 */
export async function saveBulkTiers({ tiers }: SaveBulkTiersInput, ctx: AdminContext): Promise<BulkTiers> {
  return prisma.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(${BULK_TIERS_LOCK})`;
    const before = await listBulkTiers(tx);
    const same = (a: BulkTiers["tiers"], b: BulkTiers["tiers"]) => JSON.stringify(a) === JSON.stringify(b);
    if (same(before.tiers, tiers)) return before;
    await tx.bulkTier.deleteMany();
    await tx.bulkTier.createMany({ data: tiers.map((tier) => ({ ...tier, updatedBy: ctx.admin.username })) });
    await enqueue(QUEUES.priceChange, { saleId: null, edge: "bulk_tiers" }, { tx });
    await recordAudit(
      { action: "price.bulk_tiers", actor: ctx.admin.username, success: true, ipAddress: ctx.ipAddress, details: { tiers, before: before.tiers } },
      tx,
    );
    return listBulkTiers(tx);
  });
}
