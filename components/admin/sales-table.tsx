import type { SalesOverview } from "@/lib/admin/sales-overview";
import { ADMIN_OVERVIEW as O } from "@/lib/content/admin/overview";
import { formatPrice } from "@/lib/money";

const CELL = "px-3 py-2 whitespace-nowrap";

/**
 * The overview's numbers per day as a table, newest day first, behind "Show as table": what the charts show,
 * for screen readers and for reading exact figures. Its frame scrolls sideways on a narrow screen, so it can
 * take the keyboard's focus and is a named region.
 */
export function SalesTable({ overview }: { overview: SalesOverview }) {
  const money = (cents: number) => formatPrice(cents, overview.currency);
  return (
    <details className="rounded-lg border border-ink-800">
      <summary className="cursor-pointer px-3 py-2 text-sm font-semibold text-zinc-100">{O.table.summary}</summary>
      {/* A scrolling region must be reachable by keyboard (WCAG 2.1.1), so it takes focus. */}
      <div role="region" aria-label={O.table.region} tabIndex={0} className="max-h-[32rem] overflow-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{O.table.caption(overview.from, overview.to)}</caption>
          <thead className="sticky top-0 bg-ink-900 text-xs tracking-wide text-zinc-400 uppercase">
            <tr>
              {O.table.columns.map((column) => (
                <th key={column} scope="col" className={CELL}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-ink-800 text-zinc-200">
            {overview.days.toReversed().map((day) => (
              <tr key={day.day}>
                <th scope="row" className={`${CELL} font-normal`}>
                  {day.day}
                </th>
                <td className={CELL}>{money(day.revenueCents)}</td>
                <td className={CELL}>{day.paidOrders}</td>
                <td className={CELL}>{money(day.refundCents)}</td>
                <td className={CELL}>{day.refunds}</td>
                <td className={CELL}>{day.newLicenses}</td>
                <td className={CELL}>{day.visits}</td>
                <td className={CELL}>{day.createdOrders}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
