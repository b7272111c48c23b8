import "server-only";

import { affiliateCodes, ledgerTotals } from "@/lib/affiliates/affiliate-ledger";
import { ERASED_ADDRESS_SUFFIX } from "@/lib/affiliates/erased-address";
import { AFFILIATE_PATHS } from "@/lib/content/affiliate-portal";
import { prisma } from "@/lib/database/db";
import { log } from "@/lib/log";
import { affiliateStatementMail, type AffiliateStatementMailData } from "@/lib/mail/templates/affiliate-statement";
import { REFERRAL_COMMISSION } from "@/lib/money";
import { enqueue } from "@/lib/queue/boss";
import { QUEUES } from "@/lib/queue/queues";
import { absoluteUrl } from "@/lib/site";

/** Affiliates read per query: the job's memory and each query stay bounded however large the program grows. */
const PAGE_SIZE = 100;

type Recipient = { id: string; name: string; email: string; applicationId: string };
type Month = { period: string; start: Date; end: Date };

/** The UTC calendar month before `now`'s: on 2026-11-01 that is "2026-10", from 2026-10-01T00:00Z up to 2026-11-01T00:00Z. */
export function statementMonth(now: Date): Month {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  return { period: start.toISOString().slice(0, 7), start, end };
}

/**
 * Queues each affiliate's statement of the month that just ended: every account with at least one
 * referral code, suspended ones included (they are still owed their approved balance and can read their
 * portal), erased ones excepted. One outbox mail per affiliate and month (its dedupe key), so a rerun or a
 * retry after a crash queues only the statements still missing. Balances are read at `now`, as the portal
 * shows them.
 */
export async function sendMonthlyStatements(now = new Date(), { pageSize = PAGE_SIZE } = {}): Promise<{ period: string; affiliates: number; queued: number }> {
  const month = statementMonth(now);
  const run = await prisma.payoutRun.findUnique({ where: { period: month.period }, select: { id: true } });
  let affiliates = 0;
  let queued = 0;
  let after: string | undefined;
  for (;;) {
    const page: Recipient[] = await prisma.affiliate.findMany({
      where: {
        ...(after ? { id: { gt: after } } : {}),
        application: { referralCodes: { some: {} } },
        NOT: { email: { endsWith: ERASED_ADDRESS_SUFFIX } },
      },
      orderBy: { id: "asc" },
      take: pageSize,
      select: { id: true, name: true, email: true, applicationId: true },
    });
    const keys = page.map((affiliate) => dedupeKey(affiliate.id, month.period));
    const done = new Set((await prisma.emailOutbox.findMany({ where: { dedupeKey: { in: keys } }, select: { dedupeKey: true } })).map((m) => m.dedupeKey));
    for (const affiliate of page) {
      affiliates += 1;
      if (done.has(dedupeKey(affiliate.id, month.period))) continue;
      if (await queueStatement(affiliate, month, run?.id ?? null, now)) queued += 1;
    }
    const last = page.at(-1);
    if (!last || page.length < pageSize) break;
    after = last.id;
  }
  log.info("affiliate statements queued", { period: month.period, affiliates, queued });
  return { period: month.period, affiliates, queued };
}

const dedupeKey = (affiliateId: string, period: string) => `affiliate-statement:${affiliateId}:${period}`;

/** One affiliate's statement, built from their codes' lines and queued with its mail job; false when it was already queued. */
async function queueStatement(affiliate: Recipient, month: Month, runId: string | null, now: Date): Promise<boolean> {
  const codes = await affiliateCodes(affiliate.applicationId);
  const [activity, balances, payout] = await Promise.all([
    monthActivity(codes, month),
    ledgerTotals(codes, now),
    runId
      ? prisma.payoutItem.findUnique({
          where: { runId_affiliateId: { runId, affiliateId: affiliate.id } },
          select: { amountCents: true, status: true, failureReason: true },
        })
      : null,
  ]);
  const mail = await affiliateStatementMail({
    name: affiliate.name,
    period: month.period,
    currency: REFERRAL_COMMISSION.currency,
    month: activity,
    balances,
    payout,
    portalUrl: absoluteUrl(AFFILIATE_PATHS.portal),
  });
  const key = dedupeKey(affiliate.id, month.period);
  return prisma.$transaction(async (tx) => {
    const created = await tx.emailOutbox.createMany({ data: [{ dedupeKey: key, to: affiliate.email, ...mail }], skipDuplicates: true });
    if (created.count === 0) return false;
    await enqueue(QUEUES.mail, { dedupeKey: key }, { tx });
    return true;
  });
}

/**
 * The month's events on these codes: sales made in it, lines voided in it (whenever their sale was) and
 * clawbacks recorded in it. One aggregate over the codes' lines of that month, on the (code, created_at)
 * and (code, status) indexes.
 */
async function monthActivity(codes: string[], { start, end }: Month): Promise<AffiliateStatementMailData["month"]> {
  const [row] = await prisma.$queryRaw<{ sales: number; earned: number; voided: number; voided_cents: number; clawbacks: number; clawback_cents: number }[]>`
    SELECT
      count(*) FILTER (WHERE kind = 'SALE' AND created_at >= ${start} AND created_at < ${end})::int AS sales,
      coalesce(sum(amount_cents) FILTER (WHERE kind = 'SALE' AND created_at >= ${start} AND created_at < ${end}), 0)::int AS earned,
      count(*) FILTER (WHERE status = 'VOID' AND voided_at >= ${start} AND voided_at < ${end})::int AS voided,
      coalesce(sum(amount_cents) FILTER (WHERE status = 'VOID' AND voided_at >= ${start} AND voided_at < ${end}), 0)::int AS voided_cents,
      count(*) FILTER (WHERE kind = 'CLAWBACK' AND created_at >= ${start} AND created_at < ${end})::int AS clawbacks,
      coalesce(sum(amount_cents) FILTER (WHERE kind = 'CLAWBACK' AND created_at >= ${start} AND created_at < ${end}), 0)::int AS clawback_cents
    FROM commissions
    WHERE code = ANY(${codes}::text[])
      AND ((created_at >= ${start} AND created_at < ${end}) OR (status = 'VOID' AND voided_at >= ${start} AND voided_at < ${end}))`;
  return {
    sales: row?.sales ?? 0,
    earnedCents: row?.earned ?? 0,
    voided: row?.voided ?? 0,
    voidedCents: row?.voided_cents ?? 0,
    clawbacks: row?.clawbacks ?? 0,
    clawbackCents: row?.clawback_cents ?? 0,
  };
}
