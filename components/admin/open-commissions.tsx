import { formatTime } from "@/lib/admin/format-time";
import type { OpenCommissionRow } from "@/lib/admin/list-open-commissions";
import { ADMIN_REFERRALS } from "@/lib/content/admin/referrals";
import { formatPrice } from "@/lib/money";

import { AdminTable } from "./admin-table";
import { VoidCommissionButton } from "./void-commission-button";

const T = ADMIN_REFERRALS.openLines;
/** An order id's first block: enough to tell orders apart on screen and find one in the Orders tab. */
const shortId = (id: string) => id.slice(0, 8);

/** The commission lines an admin can still void (unpaid, in no payout run), newest first, each with its Void dialog. */
export function OpenCommissions({ rows }: { rows: OpenCommissionRow[] }) {
  return (
    <section aria-labelledby="open-commissions-heading" className="space-y-3">
      <h2 id="open-commissions-heading" className="text-lg font-bold text-zinc-50">
        {T.heading}
      </h2>
      <p className="max-w-3xl text-sm text-zinc-300">{T.intro}</p>
      {rows.length === 0 ? (
        <p className="text-zinc-300">{T.empty}</p>
      ) : (
        <AdminTable columns={[...T.columns, { label: T.actions, hidden: true }]}>
          {rows.map((row) => {
            const amount = formatPrice(row.amountCents, row.currency);
            return (
              <tr key={row.id}>
                <td className="px-3 py-2 whitespace-nowrap">{formatTime(row.createdAt)}</td>
                <td className="px-3 py-2 font-mono">{row.code}</td>
                <td className="px-3 py-2 font-mono text-xs" title={row.orderId}>
                  {shortId(row.orderId)}
                </td>
                <td className="px-3 py-2">{T.kind[row.kind]}</td>
                <td className="px-3 py-2">{amount}</td>
                <td className="px-3 py-2">{T.state[row.state]}</td>
                <td className="px-3 py-2">
                  <VoidCommissionButton commissionId={row.id} code={row.code} order={shortId(row.orderId)} amount={amount} />
                </td>
              </tr>
            );
          })}
        </AdminTable>
      )}
    </section>
  );
}
