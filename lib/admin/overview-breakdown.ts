import "server-only";

import { prisma } from "@/lib/database/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { LICENSE_PRICE } from "@/lib/money";
import { toSaleRow, type SaleRow } from "@/lib/pricing/list-sales";

/** The most codes the overview lists: those with the most revenue in the period. */
export const MAX_OVERVIEW_CODES = 50;
/** The most sales it lists: the latest to start. */
export const MAX_OVERVIEW_SALES = 20;

/** Paid orders and what they brought, in integer cents; refunded ones counted in, and counted again apart. */
type Takings = {
  /** Orders captured (paid), refunded later or not. */
  paidOrders: number;
  /** What they were charged (gross, as the overview's revenue: refunds are not taken off). */
  revenueCents: number;
  /** What their creator codes took off (off every license of a pack). */
  discountCents: number;
  /** How many of them were refunded or charged back since (a pack: any of its seats), and what went back. */
  refunds: number;
  refundCents: number;
};

/** A referral (creator) code's orders paid in the period in one currency (a code sold in two has two rows). */
export type OverviewCode = Takings & { code: string; currency: string };

/**
 * A sale that ran in the period, with every order it priced that was paid, whenever, in one currency (a sale that
 * sold in two has two rows; one that sold nothing has one, in USD). Times in ISO 8601 UTC; the sale's price is USD's.
 */
export type OverviewSale = Takings & SaleRow & { currency: string };

type Row = {
  key: string;
  currency: string;
  count: number;
  cents: bigint | number | null;
  discount: bigint | number | null;
  refunds: number;
  refundCents: bigint | number | null;
};

/**
 * Per order: the discount its code gave (a pack's is each license's, times its licenses), and what went back (a single
 * order's whole amount once refunded or reversed; a pack's refunded seats', read by its seats' index).
 */
const ORDER_TAKINGS = Prisma.sql`discount_cents * quantity AS discount,
  CASE WHEN quantity = 1 THEN (CASE WHEN status <> 'COMPLETED' THEN amount_cents ELSE 0 END)
       ELSE (SELECT coalesce(sum(s.amount_cents), 0) FROM order_seats s WHERE s.order_id = orders.id AND s.refunded_at IS NOT NULL)
  END AS refunded`;

/** The takings of a group of ORDER_TAKINGS rows. */
const TAKINGS = Prisma.sql`count(*)::int AS count, sum(amount_cents)::bigint AS cents, sum(discount)::bigint AS discount,
  count(*) FILTER (WHERE refunded > 0)::int AS refunds, coalesce(sum(refunded), 0)::bigint AS "refundCents"`;

const takings = (row: Row | undefined): Takings => ({
  paidOrders: row?.count ?? 0,
  revenueCents: Number(row?.cents ?? 0),
  discountCents: Number(row?.discount ?? 0),
  refunds: row?.refunds ?? 0,
  refundCents: Number(row?.refundCents ?? 0),
});

/**
 * Revenue and paid orders per referral code, for orders captured in [from, to), as the overview's
 * revenue counts them: COMPLETED, REFUNDED or REVERSED, gross, whatever became of them; how many of them were
 * refunded or charged back since is beside it, so the net of a code is its revenue less its refunded amount. One
 * GROUP BY over the captured_at range (the overview's own index), at most MAX_OVERVIEW_CODES rows: USD's first, then
 * the other currencies', each most revenue first (amounts in two currencies are not compared).
 */
export async function salesPerCode(from: Date, to: Date): Promise<OverviewCode[]> {
  const rows = await prisma.$queryRaw<Row[]>`
    SELECT referral_code AS key, currency, ${TAKINGS}
    FROM (SELECT referral_code, currency, amount_cents, ${ORDER_TAKINGS} FROM orders
          WHERE captured_at >= ${from} AND captured_at < ${to} AND status IN ('COMPLETED', 'REFUNDED', 'REVERSED') AND referral_code IS NOT NULL) o
    GROUP BY referral_code, currency
    ORDER BY currency = ${LICENSE_PRICE.currency} DESC, cents DESC, referral_code, currency
    LIMIT ${MAX_OVERVIEW_CODES}`;
  return rows.map((row) => ({ code: row.key, currency: row.currency, ...takings(row) }));
}

/**
 * The sales that ran during [from, to) (a window overlapping it, not cancelled before it or before their own
 * start), the latest MAX_OVERVIEW_SALES, each with every paid order it priced (counted as salesPerCode counts them,
 * though paid outside the period: a sale is judged whole). Two reads: the sales on their (ends_at, starts_at)
 * index, then one GROUP BY over the orders' sale_id index for those sales.
 */
export async function salesPerSale(from: Date, to: Date): Promise<OverviewSale[]> {
  const sales = await prisma.sale.findMany({
    where: { startsAt: { lt: to }, endsAt: { gt: from }, OR: [{ cancelledAt: null }, { cancelledAt: { gt: from } }] },
    orderBy: [{ startsAt: "desc" }, { id: "desc" }],
    take: MAX_OVERVIEW_SALES,
    select: { id: true, label: true, priceCents: true, startsAt: true, endsAt: true, cancelledAt: true },
  });
  // A sale cancelled before it started never set a price.
  const ran = sales.filter((sale) => !sale.cancelledAt || sale.cancelledAt > sale.startsAt);
  if (ran.length === 0) return [];
  const rows = await prisma.$queryRaw<Row[]>`
    SELECT sale_id::text AS key, currency, ${TAKINGS}
    FROM (SELECT sale_id, currency, amount_cents, ${ORDER_TAKINGS} FROM orders
          WHERE sale_id = ANY(${ran.map((sale) => sale.id)}::uuid[]) AND status IN ('COMPLETED', 'REFUNDED', 'REVERSED')) o
    GROUP BY sale_id, currency
    ORDER BY cents DESC, currency`;
  return ran.flatMap((sale) => {
    const sold = rows.filter((row) => row.key === sale.id);
    if (sold.length === 0) return [{ ...toSaleRow(sale), currency: LICENSE_PRICE.currency, ...takings(undefined) }];
    return sold.map((row) => ({ ...toSaleRow(sale), currency: row.currency, ...takings(row) }));
  });
}
