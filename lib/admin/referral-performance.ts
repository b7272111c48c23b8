import "server-only";

import { prisma } from "@/lib/db";

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
};

/** The most codes the table shows, newest first. */
const MAX_CODES = 500;

/** Per referral code: sales, commission owed and paid, voided sales (one GROUP BY on the (code, status) index). */
export async function referralPerformance(): Promise<ReferralRow[]> {
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
    };
  });
}
