import { MAX_OVERVIEW_CODES, MAX_OVERVIEW_SALES, type OverviewCode, type OverviewSale } from "@/lib/admin/overview-breakdown";
import { ADMIN_OVERVIEW as O } from "@/lib/content/admin/overview";
import { formatPrice, LICENSE_PRICE } from "@/lib/money";

import { AdminTable } from "./admin-table";

const CELL = "px-3 py-2 whitespace-nowrap";
/** A time as the Sales list writes it, to the minute; the column names the zone (UTC). */
const minute = (iso: string) => iso.slice(0, 16).replace("T", " ");

/** The end a sale really had: its cancellation if that came first. */
const endOf = (sale: OverviewSale) => (sale.cancelledAt && sale.cancelledAt < sale.endsAt ? sale.cancelledAt : sale.endsAt);

/**
 * The Overview's two small tables: revenue and paid orders per creator code, with the discount the
 * code gave, and per sale, with its window; refunded or charged-back orders are counted in the revenue (gross) and
 * again in their own column.
 */
export function SalesBreakdown({ byCode, bySale }: { byCode: OverviewCode[]; bySale: OverviewSale[] }) {
  // Each row's money is in its own currency: a code or a sale that sold in two has a row for each.
  const money = (cents: number, currency: string) => formatPrice(cents, currency);
  const refunded = (row: { refunds: number; refundCents: number; currency: string }) => O.refunded(row.refunds, money(row.refundCents, row.currency));
  return (
    <div className="grid gap-6 xl:grid-cols-2">
      <section aria-labelledby="overview-codes-heading" className="space-y-2">
        <h3 id="overview-codes-heading" className="font-semibold text-zinc-100">
          {O.byCode.heading}
        </h3>
        <p className="text-sm text-zinc-400">{O.byCode.intro(MAX_OVERVIEW_CODES)}</p>
        {byCode.length === 0 ? (
          <p className="text-sm text-zinc-300">{O.byCode.empty}</p>
        ) : (
          <AdminTable columns={O.byCode.columns} minWidth={520}>
            {byCode.map((row) => (
              <tr key={`${row.code} ${row.currency}`}>
                <td className={`${CELL} font-mono text-xs`}>{row.code}</td>
                <td className={CELL}>{row.paidOrders}</td>
                <td className={CELL}>{money(row.revenueCents, row.currency)}</td>
                <td className={CELL}>{money(row.discountCents, row.currency)}</td>
                <td className={CELL}>{refunded(row)}</td>
              </tr>
            ))}
          </AdminTable>
        )}
      </section>
      <section aria-labelledby="overview-sales-heading" className="space-y-2">
        <h3 id="overview-sales-heading" className="font-semibold text-zinc-100">
          {O.bySale.heading}
        </h3>
        <p className="text-sm text-zinc-400">{O.bySale.intro(MAX_OVERVIEW_SALES)}</p>
        {bySale.length === 0 ? (
          <p className="text-sm text-zinc-300">{O.bySale.empty}</p>
        ) : (
          <AdminTable columns={O.bySale.columns} minWidth={640}>
            {bySale.map((sale) => (
              <tr key={`${sale.id} ${sale.currency}`}>
                <td className={CELL}>{sale.label}</td>
                <td className={CELL}>{money(sale.priceCents, LICENSE_PRICE.currency)}</td>
                <td className={CELL}>
                  {O.bySale.window(minute(sale.startsAt), minute(endOf(sale)))}
                  {sale.cancelledAt ? <span className="block text-xs text-zinc-400">{O.bySale.cancelled}</span> : null}
                </td>
                <td className={CELL}>{sale.paidOrders}</td>
                <td className={CELL}>{money(sale.revenueCents, sale.currency)}</td>
                <td className={CELL}>{refunded(sale)}</td>
              </tr>
            ))}
          </AdminTable>
        )}
      </section>
    </div>
  );
}
