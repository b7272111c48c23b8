import "server-only";

import { salesPerCode, salesPerSale, type OverviewCode, type OverviewSale } from "@/lib/admin/overview-breakdown";
import type { OverviewRange } from "@/lib/admin/schemas";
import { prisma } from "@/lib/database/db";
import { LICENSE_PRICE } from "@/lib/money";
import { utcDay } from "@/lib/referrals/utc-day";

const DAY_MS = 24 * 60 * 60 * 1000;
/** A UTC midnight as the DATE it names, "YYYY-MM-DD", so the comparison never depends on the session's time zone. */
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** One UTC day of the overview; money in integer cents of SalesOverview.currency. */
export type OverviewDay = {
  /** YYYY-MM-DD, UTC. */
  day: string;
  /** What the orders captured that day were charged (gross: refunds are not taken off here). */
  revenueCents: number;
  /** Orders captured (paid) that day, refunded later or not. */
  paidOrders: number;
  /** What was paid back that day (refunds and reversals, by the day PayPal reported them). */
  refundCents: number;
  refunds: number;
  /** Licenses first added that day, from any source (purchase, webhook, admin). */
  newLicenses: number;
  /** Distinct visitors of /payment that day (the funnel's first step). */
  visits: number;
  /** Orders created that day (the buyer pressed a payment button), paid or not. */
  createdOrders: number;
};

type OverviewTotals = Omit<OverviewDay, "day"> & {
  /** Revenue less refunds. */
  netCents: number;
  /** Paid orders per visitor of /payment; null without visits. */
  conversion: number | null;
  /** Paid orders per created order; null without orders. */
  paidRate: number | null;
};

/** The period's money in one currency: what was paid in it (captured in the period) and paid back (refunded in it). */
export type CurrencyTakings = { currency: string; paidOrders: number; revenueCents: number; refunds: number; refundCents: number; netCents: number };

export type SalesOverview = {
  range: OverviewRange;
  from: string;
  to: string;
  /** The currency of the days' and the totals' money: USD, the one the shop always sells in. */
  currency: string;
  /** The period's money per currency paid in, USD first: never summed across currencies. */
  currencies: CurrencyTakings[];
  days: OverviewDay[];
  totals: OverviewTotals;
  /** The period's paid orders per referral (creator) code, most revenue first (lib/admin/overview-breakdown.ts). */
  byCode: OverviewCode[];
  /** The sales that ran in the period, latest first, each with every paid order it priced. */
  bySale: OverviewSale[];
};

type Row = { day: string; count: number; cents?: bigint | number | null };
/** A day's paid orders or refunds in one currency. */
type MoneyRow = Row & { currency: string };

const ZERO: Omit<OverviewDay, "day"> = { revenueCents: 0, paidOrders: 0, refundCents: 0, refunds: 0, newLicenses: 0, visits: 0, createdOrders: 0 };

/**
 * Sales at a glance: per UTC day of the last `range` days, today
 * included, every day present (zeros too), and the period's totals. Five
 * GROUP BY day queries, each a range scan on an index (orders' captured_at,
 * refunded_at (and a pack's seats') and created_at, licenses' added_date, checkout_visits' key;
 * EXPLAIN on 400,000 orders: index scans, about 35 ms for the largest).
 * The days' and the totals' money is in USD (LICENSE_PRICE's currency): an
 * order paid in another currency counts among the orders and refunds, and its
 * money only in `currencies`, beside USD's, never added to it without a
 * rate. Revenue counts an order on its capture day whatever became
 * of it; a refund counts on its own day (a pack's, seat by seat), so net = revenue - refunds.
 * Per code and per sale, revenue is gross the same way, with
 * how many of those orders were refunded or charged back since beside it.
 */
export async function salesOverview(range: OverviewRange, now = new Date()): Promise<SalesOverview> {
  const to = new Date(utcDay(now).getTime() + DAY_MS);
  const from = new Date(to.getTime() - range * DAY_MS);
  const usd = LICENSE_PRICE.currency;
  const [paid, refunds, created, licenses, visits, byCode, bySale] = await Promise.all([
    prisma.$queryRaw<MoneyRow[]>`
      SELECT (captured_at AT TIME ZONE 'UTC')::date::text AS day, currency, count(*)::int AS count, sum(amount_cents)::bigint AS cents
      FROM orders WHERE captured_at >= ${from} AND captured_at < ${to} AND status IN ('COMPLETED', 'REFUNDED', 'REVERSED') GROUP BY 1, 2`,
    // An order's refund, or a pack's seats' (each refund of a seat on its own day, with its own amount).
    prisma.$queryRaw<MoneyRow[]>`
      SELECT (refunded_at AT TIME ZONE 'UTC')::date::text AS day, currency, count(*)::int AS count, sum(amount_cents)::bigint AS cents
      FROM orders WHERE refunded_at >= ${from} AND refunded_at < ${to} AND quantity = 1 GROUP BY 1, 2
      UNION ALL
      SELECT (s.refunded_at AT TIME ZONE 'UTC')::date::text, o.currency, count(*)::int, sum(s.amount_cents)::bigint
      FROM order_seats s JOIN orders o ON o.id = s.order_id WHERE s.refunded_at >= ${from} AND s.refunded_at < ${to} GROUP BY 1, 2`,
    prisma.$queryRaw<Row[]>`
      SELECT (created_at AT TIME ZONE 'UTC')::date::text AS day, count(*)::int AS count
      FROM orders WHERE created_at >= ${from} AND created_at < ${to} GROUP BY 1`,
    prisma.$queryRaw<Row[]>`
      SELECT (added_date AT TIME ZONE 'UTC')::date::text AS day, count(*)::int AS count
      FROM licenses WHERE added_date >= ${from} AND added_date < ${to} GROUP BY 1`,
    prisma.$queryRaw<Row[]>`
      SELECT day::text AS day, count(*)::int AS count FROM checkout_visits WHERE day >= ${isoDay(from)}::date AND day < ${isoDay(to)}::date GROUP BY day`,
    salesPerCode(from, to),
    salesPerSale(from, to),
  ]);

  const days = new Map<string, OverviewDay>();
  for (let time = from.getTime(); time < to.getTime(); time += DAY_MS) {
    const day = isoDay(new Date(time));
    days.set(day, { day, ...ZERO });
  }
  const put = <R extends Row>(rows: R[], fill: (day: OverviewDay, row: R) => void) => {
    for (const row of rows) {
      const day = days.get(row.day);
      if (day) fill(day, row);
    }
  };
  // Every currency's orders count; only USD's money joins the day's (a row per day and currency).
  const usdCents = (row: MoneyRow) => (row.currency === usd ? Number(row.cents ?? 0) : 0);
  put(paid, (d, r) => Object.assign(d, { paidOrders: d.paidOrders + r.count, revenueCents: d.revenueCents + usdCents(r) }));
  put(refunds, (d, r) => Object.assign(d, { refunds: d.refunds + r.count, refundCents: d.refundCents + usdCents(r) }));
  put(created, (d, r) => Object.assign(d, { createdOrders: r.count }));
  put(licenses, (d, r) => Object.assign(d, { newLicenses: r.count }));
  put(visits, (d, r) => Object.assign(d, { visits: r.count }));

  const list = [...days.values()];
  const sum = (key: keyof typeof ZERO) => list.reduce((total, day) => total + day[key], 0);
  const totals = Object.fromEntries(Object.keys(ZERO).map((key) => [key, sum(key as keyof typeof ZERO)])) as typeof ZERO;
  return {
    range,
    from: list[0]?.day ?? "",
    to: list.at(-1)?.day ?? "",
    currency: usd,
    currencies: takingsPerCurrency(paid, refunds),
    days: list,
    totals: {
      ...totals,
      netCents: totals.revenueCents - totals.refundCents,
      conversion: totals.visits > 0 ? totals.paidOrders / totals.visits : null,
      paidRate: totals.createdOrders > 0 ? totals.paidOrders / totals.createdOrders : null,
    },
    byCode,
    bySale,
  };
}

/** The period's paid orders and refunds per currency, summed from the days' rows: USD first, then most revenue first. */
function takingsPerCurrency(paid: MoneyRow[], refunded: MoneyRow[]): CurrencyTakings[] {
  const usd = LICENSE_PRICE.currency;
  const totals = new Map<string, CurrencyTakings>([[usd, { currency: usd, paidOrders: 0, revenueCents: 0, refunds: 0, refundCents: 0, netCents: 0 }]]);
  const of = (currency: string) => {
    const found = totals.get(currency) ?? { currency, paidOrders: 0, revenueCents: 0, refunds: 0, refundCents: 0, netCents: 0 };
    totals.set(currency, found);
    return found;
  };
  for (const row of paid) {
    const total = of(row.currency);
    total.paidOrders += row.count;
    total.revenueCents += Number(row.cents ?? 0);
  }
  for (const row of refunded) {
    const total = of(row.currency);
    total.refunds += row.count;
    total.refundCents += Number(row.cents ?? 0);
  }
  const rows = [...totals.values()].map((total) => ({ ...total, netCents: total.revenueCents - total.refundCents }));
  return rows.sort((a, b) => Number(b.currency === usd) - Number(a.currency === usd) || b.revenueCents - a.revenueCents);
}
