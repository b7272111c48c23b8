import "server-only";

import { prisma } from "@/lib/database/db";
import { utcDay } from "@/lib/referrals/utc-day";

/** What the admin is warned about on a code: flags, not blocks; the sale went through and the admin decides. */
type ReferralFlag =
  /** Several of the code's sales were paid by one PayPal account: one buyer, or the affiliate, buying again and again. */
  | { kind: "shared_payer"; sales: number }
  /** More than REFUND_RATE_LIMIT of the code's sales in the last REFUND_WINDOW_DAYS were refunded or reversed. */
  | { kind: "refunds"; refunded: number; sales: number };

export type ReferralRow = {
  code: string;
  affiliate: { id: string; name: string; email: string } | null;
  createdAt: string;
  /** Referred sales that still count (voided ones excluded). */
  sales: number;
  /** Unpaid commission still in its hold period. */
  pendingCents: number;
  /** Unpaid commission past its hold, less clawbacks of refunded sales already paid out: what a payout would pay now. */
  approvedCents: number;
  /** Paid out, less clawbacks paid back. */
  paidCents: number;
  /** Commissions voided: sales refunded or reversed before payout, or voided by an admin. */
  voided: number;
  /** Visitors who followed the code's link in the last 30 UTC days, today included (one per visitor and day). */
  clicks: number;
  flags: ReferralFlag[];
};

/** The clicks column's period, in UTC days. */
const CLICK_DAYS = 30;

/** The most codes the table shows, newest first. */
const MAX_CODES = 500;
/** A code is flagged when more than this share of its recent sales was refunded or reversed. */
const REFUND_RATE_LIMIT = 0.25;
const REFUND_WINDOW_DAYS = 30;

type Totals = { code: string; sales: number; pending: number; approved: number; paid: number; voided: number };

/**
 * Per referral code: sales, commission pending, approved and paid, voided lines, clicks in the last 30 days, and
 * fraud flags. Four aggregate queries over the listed codes, on the commissions' (code, status) and (code, created_at)
 * indexes and referral_visits' (code, day, visitor) key.
 */
export async function referralPerformance(now = new Date()): Promise<ReferralRow[]> {
  const codes = await prisma.referralCode.findMany({
    orderBy: [{ createdAt: "desc" }, { code: "asc" }],
    take: MAX_CODES,
    select: { code: true, createdAt: true, affiliate: { select: { id: true, name: true, email: true } } },
  });
  const listed = codes.map((c) => c.code);
  const since = new Date(now.getTime() - REFUND_WINDOW_DAYS * 24 * 60 * 60 * 1000);
  const [totals, sharedPayers, refunds, visits] = await Promise.all([
    prisma.$queryRaw<Totals[]>`
      SELECT code,
        count(*) FILTER (WHERE kind = 'SALE' AND status <> 'VOID')::int AS sales,
        coalesce(sum(amount_cents) FILTER (WHERE status = 'PENDING' AND hold_until > ${now}), 0)::int AS pending,
        coalesce(sum(amount_cents) FILTER (WHERE status = 'PENDING' AND hold_until <= ${now}), 0)::int AS approved,
        coalesce(sum(amount_cents) FILTER (WHERE status = 'PAID'), 0)::int AS paid,
        count(*) FILTER (WHERE status = 'VOID')::int AS voided
      FROM commissions WHERE code = ANY(${listed}::text[]) GROUP BY code`,
    prisma.$queryRaw<{ code: string; sales: number }[]>`
      SELECT code, max(sales)::int AS sales FROM (
        SELECT c.code, count(*) AS sales FROM commissions c JOIN orders o ON o.id = c.order_id
        WHERE c.kind = 'SALE' AND c.code = ANY(${listed}::text[]) AND o.payer_id IS NOT NULL
        GROUP BY c.code, o.payer_id HAVING count(*) > 1
      ) shared GROUP BY code`,
    prisma.$queryRaw<{ code: string; sales: number; refunded: number }[]>`
      SELECT c.code, count(*)::int AS sales, count(*) FILTER (WHERE o.status IN ('REFUNDED', 'REVERSED'))::int AS refunded
      FROM commissions c JOIN orders o ON o.id = c.order_id
      WHERE c.kind = 'SALE' AND c.code = ANY(${listed}::text[]) AND c.created_at >= ${since}
      GROUP BY c.code`,
    prisma.referralVisit.groupBy({
      by: ["code"],
      where: { code: { in: listed }, day: { gte: new Date(utcDay(now).getTime() - (CLICK_DAYS - 1) * 24 * 60 * 60 * 1000) } },
      _count: { _all: true },
    }),
  ]);
  return codes.map((c) => {
    const total = totals.find((t) => t.code === c.code);
    const shared = sharedPayers.find((s) => s.code === c.code);
    const refund = refunds.find((r) => r.code === c.code);
    const flags: ReferralFlag[] = [];
    if (shared) flags.push({ kind: "shared_payer", sales: shared.sales });
    if (refund && refund.refunded > refund.sales * REFUND_RATE_LIMIT) flags.push({ kind: "refunds", refunded: refund.refunded, sales: refund.sales });
    return {
      code: c.code,
      affiliate: c.affiliate,
      createdAt: c.createdAt.toISOString(),
      sales: total?.sales ?? 0,
      pendingCents: total?.pending ?? 0,
      approvedCents: total?.approved ?? 0,
      paidCents: total?.paid ?? 0,
      voided: total?.voided ?? 0,
      clicks: visits.find((v) => v.code === c.code)?._count._all ?? 0,
      flags,
    };
  });
}
