import "server-only";

import { prisma } from "@/lib/database/db";
import { referralLink } from "@/lib/referrals/referral-codes";

/** An affiliate's code as their portal shows it: its link, its terms, its uses and what buyers saved. */
export type PortalCode = {
  code: string;
  link: string;
  active: boolean;
  discountPercent: number;
  discountCents: number;
  commissionCents: number;
  uses: number;
  maxUses: number | null;
  startsAt: Date | null;
  endsAt: Date | null;
  /** What buyers who paid through the code saved with it, in cents (captured orders, refunded ones left out). */
  savedCents: number;
};

/** The most codes an affiliate can hold is five (lib/referrals/affiliate-code-limit.ts); the list stays bounded anyway. */
const LIMIT = 100;

/** The referral codes of the affiliate's application (ReferralCode.applicationId), in code order, with links, terms and savings. */
export async function listPortalCodes(applicationId: string): Promise<PortalCode[]> {
  const codes = await prisma.referralCode.findMany({
    where: { applicationId },
    orderBy: { code: "asc" },
    take: LIMIT,
    select: {
      code: true,
      active: true,
      discountPercent: true,
      discountCents: true,
      commissionCents: true,
      uses: true,
      maxUses: true,
      startsAt: true,
      endsAt: true,
    },
  });
  if (codes.length === 0) return [];
  // One grouped read over the orders' referral_code index: what each code's paying buyers saved.
  const saved = await prisma.order.groupBy({
    by: ["referralCode"],
    where: { referralCode: { in: codes.map((c) => c.code) }, status: "COMPLETED" },
    _sum: { discountCents: true },
  });
  const savedBy = new Map(saved.map((row) => [row.referralCode, row._sum.discountCents ?? 0]));
  return codes.map((code) => ({ ...code, link: referralLink(code.code), savedCents: savedBy.get(code.code) ?? 0 }));
}
