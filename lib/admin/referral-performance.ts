import "server-only";

import { prisma } from "@/lib/db";
import { utcDay } from "@/lib/referrals/utc-day";

export type ReferralRow = {
  code: string;
  affiliate: { id: string; name: string; email: string } | null;
  createdAt: string;
  /** Referred sales that still count (voided ones excluded). */
  sales: number;
  /** Commission not yet paid out. */
  owedCents: number;
  paidCents: number;
  /** Sales refunded or reversed: their commission is void. */
  voided: number;
  /** Visitors who followed the code's link in the last 30 UTC days, today included (one per visitor and day). */
  clicks: number;
};

/** The clicks column's period, in UTC days. */
const CLICK_DAYS = 30;

/** The most codes the table shows, newest first. */
const MAX_CODES = 500;

/**
 * Per referral code: sales, commission owed and paid, voided sales (one GROUP BY on the (code, status) index), and
 * clicks in the last 30 days (one GROUP BY on referral_visits' (code, day, visitor) key).
 */
export async function referralPerformance(now = new Date()): Promise<ReferralRow[]> {
  const codes = await prisma.referralCode.findMany({
    orderBy: [{ createdAt: "desc" }, { code: "asc" }],
    take: MAX_CODES,
    select: { code: true, createdAt: true, affiliate: { select: { id: true, name: true, email: true } } },
  });
  const groups = await prisma.commission.groupBy({
    by: ["code", "status"],
    where: { code: { in: codes.map((c) => c.code) } },
    _count: { _all: true },
    _sum: { amountCents: true },
  });
  const visits = await prisma.referralVisit.groupBy({
    by: ["code"],
    where: { code: { in: codes.map((c) => c.code) }, day: { gte: new Date(utcDay(now).getTime() - (CLICK_DAYS - 1) * 24 * 60 * 60 * 1000) } },
    _count: { _all: true },
  });
  return codes.map((c) => {
    const of = (status: "PENDING" | "PAID" | "VOID") => groups.find((g) => g.code === c.code && g.status === status);
    const pending = of("PENDING");
    const paid = of("PAID");
    return {
      code: c.code,
      affiliate: c.affiliate,
      createdAt: c.createdAt.toISOString(),
      sales: (pending?._count._all ?? 0) + (paid?._count._all ?? 0),
      owedCents: pending?._sum.amountCents ?? 0,
      paidCents: paid?._sum.amountCents ?? 0,
      voided: of("VOID")?._count._all ?? 0,
      clicks: visits.find((v) => v.code === c.code)?._count._all ?? 0,
    };
  });
}
