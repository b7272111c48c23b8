import type { PayoutRunRow } from "@/lib/admin/list-payout-runs";
import { ADMIN_PAYOUTS as P } from "@/lib/content/admin/payouts";
import { periodName } from "@/lib/content/affiliate-payouts";
import { formatPrice } from "@/lib/money";

import { AdminTable } from "./admin-table";
import { PayoutRunButton } from "./payout-run-buttons";

/** The monthly payout runs, newest first: a proposed one can be confirmed; each item shows whether PayPal paid it, or why not. */
export function PayoutRuns({ runs }: { runs: PayoutRunRow[] }) {
  return (
    <div className="space-y-6">
      <p className="max-w-3xl text-zinc-300">{P.intro}</p>
      <PayoutRunButton />
      {runs.length === 0 ? <p className="text-zinc-300">{P.empty}</p> : null}
      {runs.map((run) => (
        <section key={run.id} aria-label={P.run(periodName(run.period))} className="rounded-xl border border-ink-700 bg-ink-900 p-5">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div>
              <h2 className="text-lg font-bold text-zinc-50">{P.run(periodName(run.period))}</h2>
              <p className="text-sm text-zinc-400">
                {P.runStatus[run.status]} · {P.total} {formatPrice(run.totalCents, run.currency)}
                {run.confirmedBy ? ` · ${P.confirmedBy} ${run.confirmedBy}` : ""}
                {run.payoutBatchId ? ` · ${P.batch} ${run.payoutBatchId}` : ""}
              </p>
            </div>
            {run.status === "PROPOSED" ? <PayoutRunButton runId={run.id} period={periodName(run.period)} /> : null}
          </div>
          <div className="mt-4">
            <AdminTable columns={P.columns}>
              {run.items.map((item) => (
                <tr key={item.id}>
                  <td className="px-3 py-2">{item.affiliate}</td>
                  <td className="px-3 py-2">{item.receiverEmail}</td>
                  <td className="px-3 py-2">{formatPrice(item.amountCents, run.currency)}</td>
                  <td className="px-3 py-2">
                    {P.itemStatus[item.status]}
                    {item.failureReason ? <span className="block text-sm text-amber-300">{item.failureReason}</span> : null}
                  </td>
                </tr>
              ))}
            </AdminTable>
          </div>
        </section>
      ))}
    </div>
  );
}
