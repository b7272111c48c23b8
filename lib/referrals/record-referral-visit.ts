import "server-only";

import { prisma } from "@/lib/database/db";
import type { ReferralCodeVisit } from "@/lib/referrals/schemas";
import { visitorHash, type VisitContext } from "@/lib/referrals/visitor-hash";

/** What a visit came to: `known` (the code is in referral_codes: set the cookie), `counted` (a new visitor for the code today). */
type VisitResult = { known: boolean; counted: boolean };

/**
 * Counts a person's visit through a referral link: at most one per code, UTC
 * day and visitor (lib/referrals/visitor-hash.ts). An unknown code writes
 * nothing, so nobody can fill the table with made-up codes. The insert is ON
 * CONFLICT DO NOTHING on the primary key, so duplicate beacons racing each
 * other count once.
 */
export async function recordReferralVisit(input: ReferralCodeVisit, ctx: VisitContext): Promise<VisitResult> {
  const code = await prisma.referralCode.findUnique({ where: { code: input.code }, select: { code: true } });
  if (!code) return { known: false, counted: false };
  const visitor = await visitorHash(ctx);
  const { count } = await prisma.referralVisit.createMany({ data: [{ code: code.code, ...visitor }], skipDuplicates: true });
  return { known: true, counted: count === 1 };
}
