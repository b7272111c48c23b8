import "server-only";

import { prisma } from "@/lib/database/db";
import { commissionState, type CommissionState } from "@/lib/referrals/ledger";

/** The portal shows the latest lines; the totals count them all. */
const MAX_LINES = 200;
const MAX_PAYOUTS = 24;
const MAX_CODES = 100;

type LedgerLine = {
  id: string;
  date: string;
  code: string;
  kind: "SALE" | "CLAWBACK";
  state: CommissionState;
  amountCents: number;
  /** Why a line was voided. */
  voidReason: string | null;
  /** The month of the payout that paid it, or holds it. */
  payoutPeriod: string | null;
  /** Its sale is under an open PayPal dispute: no payout takes it until PayPal decides for the seller. */
  frozen: boolean;
};

export type AffiliateLedger = {
  lines: LedgerLine[];
  totals: { pendingCents: number; approvedCents: number; paidCents: number };
  payouts: { id: string; period: string; amountCents: number; status: "PROPOSED" | "SENT" | "PAID" | "RETURNED"; failureReason: string | null }[];
};

/**
 * An affiliate's commission ledger: every line of their codes, newest first, in its state now;
 * the totals pending, approved and unpaid (clawbacks subtract), and paid to date; and their payouts, with
 * why PayPal returned any. Read fresh on every request, so a sale shows as soon as it is captured.
 */
export async function affiliateLedger(
  affiliate: { id: string; applicationId: string; /** Their codes, when the caller has read them already (the portal page). */ codes?: readonly string[] },
  now = new Date(),
): Promise<AffiliateLedger> {
  const codes = affiliate.codes ? [...affiliate.codes] : await affiliateCodes(affiliate.applicationId);
  const [lines, totals, payouts] = await Promise.all([
    prisma.commission.findMany({
      where: { code: { in: codes } },
      orderBy: [{ createdAt: "desc" }, { kind: "desc" }],
      take: MAX_LINES,
      select: {
        id: true,
        createdAt: true,
        code: true,
        kind: true,
        status: true,
        holdUntil: true,
        amountCents: true,
        voidReason: true,
        payoutItem: { select: { run: { select: { period: true } } } },
        order: { select: { disputes: { where: { resolvedAt: null }, select: { id: true }, take: 1 } } },
      },
    }),
    ledgerTotals(codes, now),
    prisma.payoutItem.findMany({
      where: { affiliateId: affiliate.id },
      orderBy: { run: { createdAt: "desc" } },
      take: MAX_PAYOUTS,
      select: { id: true, amountCents: true, status: true, failureReason: true, run: { select: { period: true } } },
    }),
  ]);
  return {
    lines: lines.map((line) => ({
      id: line.id,
      date: line.createdAt.toISOString(),
      code: line.code,
      kind: line.kind,
      state: commissionState(line, now),
      amountCents: line.amountCents,
      voidReason: line.voidReason,
      payoutPeriod: line.payoutItem?.run.period ?? null,
      frozen: line.order.disputes.length > 0,
    })),
    totals,
    payouts: payouts.map((p) => ({ id: p.id, period: p.run.period, amountCents: p.amountCents, status: p.status, failureReason: p.failureReason })),
  };
}

/** The referral codes an affiliate earns through: the ones linked to their application, in code order (the one query for them). */
export async function affiliateCodes(applicationId: string): Promise<string[]> {
  const codes = await prisma.referralCode.findMany({ where: { applicationId }, orderBy: { code: "asc" }, select: { code: true }, take: MAX_CODES });
  return codes.map((c) => c.code);
}

/**
 * The balances of these codes at `now`: pending (in its hold), approved and unpaid (clawbacks subtract), and
 * paid to date. The portal and the monthly statement read them here, so both show the same numbers.
 */
export async function ledgerTotals(codes: string[], now: Date): Promise<AffiliateLedger["totals"]> {
  const [totals] = await prisma.$queryRaw<{ pending: number; approved: number; paid: number }[]>`
    SELECT
      coalesce(sum(amount_cents) FILTER (WHERE status = 'PENDING' AND hold_until > ${now}), 0)::int AS pending,
      coalesce(sum(amount_cents) FILTER (WHERE status = 'PENDING' AND hold_until <= ${now}), 0)::int AS approved,
      coalesce(sum(amount_cents) FILTER (WHERE status = 'PAID'), 0)::int AS paid
    FROM commissions WHERE code = ANY(${codes}::text[])`;
  return { pendingCents: totals?.pending ?? 0, approvedCents: totals?.approved ?? 0, paidCents: totals?.paid ?? 0 };
}
