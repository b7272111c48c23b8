import "server-only";

import { createHash } from "node:crypto";

import { prisma } from "@/lib/db";
import type { ReferralVisitInput } from "@/lib/referrals/schemas";
import { utcDay } from "@/lib/referrals/utc-day";
import { dailySalt } from "@/lib/referrals/visitor-salt";

/** What a visit came to: `known` (the code is in referral_codes: set the cookie), `counted` (a new visitor for the code today). */
export type VisitResult = { known: boolean; counted: boolean };

/**
 * Counts a person's visit through a referral link: at most one per code, UTC
 * day and visitor, where the visitor is SHA-256 over the day's random salt,
 * the client address and the user agent (neither is stored). An unknown code
 * writes nothing, so nobody can fill the table with made-up codes. The insert
 * is ON CONFLICT DO NOTHING on the primary key, so duplicate beacons racing
 * each other count once.
 */
export async function recordReferralVisit(input: ReferralVisitInput, ctx: { ipAddress: string; userAgent: string; now: Date }): Promise<VisitResult> {
  const code = await prisma.referralCode.findUnique({ where: { code: input.code }, select: { code: true } });
  if (!code) return { known: false, counted: false };
  const day = utcDay(ctx.now);
  const salt = await dailySalt(day);
  const visitorHash = createHash("sha256").update(salt).update(ctx.ipAddress).update("\n").update(ctx.userAgent).digest();
  const { count } = await prisma.referralVisit.createMany({
    data: [{ code: code.code, day, visitorHash: new Uint8Array(visitorHash) }],
    skipDuplicates: true,
  });
  return { known: true, counted: count === 1 };
}
