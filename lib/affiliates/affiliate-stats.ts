import "server-only";

import { affiliateCodes } from "@/lib/affiliates/affiliate-ledger";
import { MAX_STATS_DAYS, type StatsPeriod } from "@/lib/affiliates/stats-period";
import { prisma } from "@/lib/database/db";
import { utcDay } from "@/lib/referrals/utc-day";

const DAY_MS = 24 * 60 * 60 * 1000;

export type StatsDay = { day: string; clicks: number; sales: number };

export type AffiliateStats = {
  /** The UTC days counted, YYYY-MM-DD, both included; `days` when the period is the last N days. */
  period: { from: string; to: string; days: number | null };
  /** Every day of the period, oldest first, days without clicks or sales included. */
  days: StatsDay[];
  totals: {
    clicks: number;
    sales: number;
    /** sales / clicks; null without clicks. Can pass 1: a buyer may come back through the cookie on a later day. */
    conversionRate: number | null;
    /** The commission the period's sales earned, in cents (voided sales excluded, clawbacks not subtracted). */
    earnedCents: number;
  };
};

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The first and last UTC day of a period; the last N days end today. */
function statsPeriodDays(period: StatsPeriod, now: Date): { from: Date; to: Date; days: number | null } {
  if ("days" in period) {
    const to = utcDay(now);
    return { from: new Date(to.getTime() - (period.days - 1) * DAY_MS), to, days: period.days };
  }
  return { from: new Date(`${period.from}T00:00:00Z`), to: new Date(`${period.to}T00:00:00Z`), days: null };
}

/**
 * An affiliate's clicks and sales per UTC day of a period, for their own codes only: clicks are
 * referral_visits rows (one per visitor, code and day), sales are SALE lines not voided, counted on the day
 * they were recorded. Two GROUP BY day queries, each bounded by its index: referral_visits' key
 * (code, day, visitor) and commissions' (code, created_at).
 */
export async function affiliateStats(
  affiliate: { applicationId: string; /** Their codes, when the caller has read them already (the portal page). */ codes?: readonly string[] },
  period: StatsPeriod,
  now = new Date(),
): Promise<AffiliateStats> {
  const { from, to, days } = statsPeriodDays(period, now);
  const count = Math.round((to.getTime() - from.getTime()) / DAY_MS) + 1;
  // The schema bounds every period it lets through; a caller that bypasses it gets no unbounded scan.
  if (count < 1 || count > MAX_STATS_DAYS) throw new RangeError(`A statistics period is 1 to ${MAX_STATS_DAYS} days, not ${count}`);
  const codes = affiliate.codes ? [...affiliate.codes] : await affiliateCodes(affiliate.applicationId);
  const end = new Date(to.getTime() + DAY_MS);
  const [clicks, sales] = codes.length
    ? await Promise.all([
        prisma.$queryRaw<{ day: string; clicks: number }[]>`
          SELECT to_char(day, 'YYYY-MM-DD') AS day, count(*)::int AS clicks
          FROM referral_visits
          WHERE code = ANY(${codes}::text[]) AND day BETWEEN ${isoDay(from)}::date AND ${isoDay(to)}::date
          GROUP BY day`,
        prisma.$queryRaw<{ day: string; sales: number; cents: number }[]>`
          SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, count(*)::int AS sales, sum(amount_cents)::int AS cents
          FROM commissions
          WHERE code = ANY(${codes}::text[]) AND created_at >= ${from} AND created_at < ${end} AND kind = 'SALE' AND status <> 'VOID'
          GROUP BY 1`,
      ])
    : [[], []];
  const clicksOn = new Map(clicks.map((row) => [row.day, row.clicks]));
  const salesOn = new Map(sales.map((row) => [row.day, row.sales]));
  const perDay = Array.from({ length: count }, (_, i) => {
    const day = isoDay(new Date(from.getTime() + i * DAY_MS));
    return { day, clicks: clicksOn.get(day) ?? 0, sales: salesOn.get(day) ?? 0 };
  });
  const totalClicks = perDay.reduce((sum, d) => sum + d.clicks, 0);
  const totalSales = perDay.reduce((sum, d) => sum + d.sales, 0);
  return {
    period: { from: isoDay(from), to: isoDay(to), days },
    days: perDay,
    totals: {
      clicks: totalClicks,
      sales: totalSales,
      conversionRate: totalClicks === 0 ? null : totalSales / totalClicks,
      earnedCents: sales.reduce((sum, row) => sum + row.cents, 0),
    },
  };
}
