import "server-only";

import { prisma } from "@/lib/database/db";
import { visitorHash, type VisitContext } from "@/lib/referrals/visitor-hash";

/**
 * Counts a person's visit to /payment, with or without a referral code: at
 * most one row per UTC day and visitor (the referral clicks' salted hash), the
 * first step of the admin overview's funnel. True when this visitor is new
 * today; duplicate beacons racing each other count once (ON CONFLICT DO NOTHING).
 */
export async function recordCheckoutVisit(ctx: VisitContext): Promise<boolean> {
  const { count } = await prisma.checkoutVisit.createMany({ data: [await visitorHash(ctx)], skipDuplicates: true });
  return count === 1;
}
