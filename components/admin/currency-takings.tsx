import type { CurrencyTakings } from "@/lib/admin/sales-overview";
import { ADMIN_OVERVIEW as O } from "@/lib/content/admin/overview";
import { formatPrice } from "@/lib/money";

import { AdminTable } from "./admin-table";

/** The period's money per currency paid in, once a buyer paid in one other than USD: side by side, never added up. */
export function CurrencyTakingsTable({ rows, main }: { rows: CurrencyTakings[]; main: string }) {
  return (
    <section aria-labelledby="overview-currencies-heading" className="space-y-2">
      <h3 id="overview-currencies-heading" className="font-semibold text-zinc-100">
        {O.byCurrency.heading}
      </h3>
      <p className="text-sm text-zinc-400">{O.byCurrency.intro(main)}</p>
      <AdminTable columns={O.byCurrency.columns} minWidth={520}>
        {rows.map((row) => (
          <tr key={row.currency}>
            <td className="px-3 py-2 font-mono text-xs">{row.currency}</td>
            <td className="px-3 py-2">{row.paidOrders}</td>
            <td className="px-3 py-2">{formatPrice(row.revenueCents, row.currency)}</td>
            <td className="px-3 py-2">{O.refunded(row.refunds, formatPrice(row.refundCents, row.currency))}</td>
            <td className="px-3 py-2">{formatPrice(row.netCents, row.currency)}</td>
          </tr>
        ))}
      </AdminTable>
    </section>
  );
}
