import "server-only";

import { prisma } from "@/lib/database/db";
import { Prisma } from "@/lib/generated/prisma/client";

/**
 * A source: the creator code an order carried (typed, from a link or from the attribution cookie) or a visit's
 * link carried, and the link's utm_source and utm_campaign; all three null is "no source".
 */
export type FunnelSource = { code: string | null; utmSource: string | null; utmCampaign: string | null };

/** One source's funnel over a period (or one UTC day of it). */
export type SourceFunnelRow = FunnelSource & {
  /** Visitors of /payment through the source's links, one per UTC day (lib/referrals/record-source-visit.ts). */
  visits: number;
  /** Orders made (PayPal's window opened), on the day they were made. */
  checkouts: number;
  /** Orders paid, on their capture day. */
  paid: number;
  /** Orders refunded or charged back, on that day. */
  refunded: number;
  /** Licenses the source paid for whose first signed whitelist check (the mod started) fell on that day. */
  firstChecks: number;
};

/** The funnel's counts in the order every table and the CSV show them. */
export const FUNNEL_STEPS = ["visits", "checkouts", "paid", "refunded", "firstChecks"] as const satisfies readonly (keyof SourceFunnelRow)[];

/** The most sources a period lists: made-up utm values cannot make the table or the file unbounded. */
export const SOURCE_FUNNEL_LIMIT = 200;
/** The most day-and-source rows the CSV holds. */
export const SOURCE_FUNNEL_DAY_ROWS_LIMIT = 20_000;

type Period = { from: string; to: string; /** Only these codes' sources (an affiliate's own). */ codes?: readonly string[] };

type RawRow = {
  day?: Date;
  code: string;
  utm_source: string;
  utm_campaign: string;
  visits: number;
  checkouts: number;
  paid: number;
  refunded: number;
  first_checks: number;
};

/**
 * Each step is counted on its own day from its own table, along its index: source_visits' key (day first),
 * orders' created_at, captured_at and refunded_at, license_checks' first_checked_at. A license's first check
 * counts for the source of the paid order that licensed it (the first, if it was bought again after a refund).
 */
async function readFunnel({ from, to, codes }: Period, perDay: boolean, limit: number): Promise<RawRow[]> {
  const start = new Date(`${from}T00:00:00Z`);
  const end = new Date(new Date(`${to}T00:00:00Z`).getTime() + 24 * 60 * 60 * 1000);
  const source = (table: string) =>
    Prisma.raw(
      `coalesce(${table}.referral_code, '') AS code, coalesce(${table}.utm_source, '') AS utm_source, coalesce(${table}.utm_campaign, '') AS utm_campaign`,
    );
  const dayOf = (column: string) => Prisma.raw(`(${column} AT TIME ZONE 'UTC')::date AS day`);
  const onlyCodes = codes ? Prisma.sql`WHERE events.code = ANY(${[...codes]}::text[])` : Prisma.empty;
  const dayColumn = perDay ? Prisma.sql`events.day,` : Prisma.empty;
  const dayOrder = perDay ? Prisma.sql`events.day,` : Prisma.empty;
  return prisma.$queryRaw<RawRow[]>`
    SELECT ${dayColumn} events.code, events.utm_source, events.utm_campaign,
           sum(events.visits)::int AS visits, sum(events.checkouts)::int AS checkouts, sum(events.paid)::int AS paid,
           sum(events.refunded)::int AS refunded, sum(events.first_checks)::int AS first_checks
      FROM (
        SELECT code, utm_source, utm_campaign, day, count(*) AS visits, 0 AS checkouts, 0 AS paid, 0 AS refunded, 0 AS first_checks
          FROM source_visits WHERE day >= ${start}::date AND day < ${end}::date GROUP BY 1, 2, 3, 4
        UNION ALL
        SELECT ${source("orders")}, ${dayOf("orders.created_at")}, 0, count(*), 0, 0, 0
          FROM orders WHERE created_at >= ${start} AND created_at < ${end} GROUP BY 1, 2, 3, 4
        UNION ALL
        SELECT ${source("orders")}, ${dayOf("orders.captured_at")}, 0, 0, count(*), 0, 0
          FROM orders WHERE captured_at >= ${start} AND captured_at < ${end} GROUP BY 1, 2, 3, 4
        UNION ALL
        SELECT ${source("orders")}, ${dayOf("orders.refunded_at")}, 0, 0, 0, count(*), 0
          FROM orders WHERE refunded_at >= ${start} AND refunded_at < ${end} GROUP BY 1, 2, 3, 4
        UNION ALL
        SELECT code, utm_source, utm_campaign, day, 0, 0, 0, 0, count(*)
          FROM (
            SELECT DISTINCT ON (license_checks.license_id) ${source("orders")}, ${dayOf("license_checks.first_checked_at")}
              FROM license_checks JOIN orders ON orders.license_id = license_checks.license_id AND orders.captured_at IS NOT NULL
             WHERE license_checks.first_checked_at >= ${start} AND license_checks.first_checked_at < ${end}
             ORDER BY license_checks.license_id, orders.captured_at
          ) AS checked
         GROUP BY 1, 2, 3, 4
      ) AS events
      ${onlyCodes}
     GROUP BY ${dayColumn} events.code, events.utm_source, events.utm_campaign
     ORDER BY ${dayOrder} sum(events.paid) DESC, sum(events.visits) DESC, events.code, events.utm_source, events.utm_campaign
     LIMIT ${limit}`;
}

const toRow = (row: RawRow): SourceFunnelRow => ({
  code: row.code || null,
  utmSource: row.utm_source || null,
  utmCampaign: row.utm_campaign || null,
  visits: row.visits,
  checkouts: row.checkouts,
  paid: row.paid,
  refunded: row.refunded,
  firstChecks: row.first_checks,
});

/** The funnel of each source over the UTC days `from` to `to` (both included), most paid first. */
export async function sourceFunnel(period: Period): Promise<SourceFunnelRow[]> {
  return (await readFunnel(period, false, SOURCE_FUNNEL_LIMIT)).map(toRow);
}

/** The same per UTC day and source, oldest day first: the CSV. */
export async function sourceFunnelByDay(period: Period): Promise<(SourceFunnelRow & { day: string })[]> {
  return (await readFunnel(period, true, SOURCE_FUNNEL_DAY_ROWS_LIMIT)).map((row) => ({ day: (row.day as Date).toISOString().slice(0, 10), ...toRow(row) }));
}
