import type { ReferralRow } from "@/lib/admin/referral-performance";

import { ReviewButtons } from "./review-buttons";

const usd = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** Per referral code: sales, commission owed and paid, voided sales; owed commissions can be marked paid. */
export function ReferralPerformance({ rows }: { rows: ReferralRow[] }) {
  if (rows.length === 0) return <p className="text-zinc-300">No referral codes yet.</p>;
  return (
    <div className="overflow-x-auto rounded-lg border border-ink-800">
      <table className="w-full min-w-[640px] text-left text-sm">
        <thead className="bg-ink-900 text-xs uppercase tracking-wide text-zinc-400">
          <tr>
            <th scope="col" className="px-3 py-2">Code</th>
            <th scope="col" className="px-3 py-2">Affiliate</th>
            <th scope="col" className="px-3 py-2">Sales</th>
            <th scope="col" className="px-3 py-2">Owed</th>
            <th scope="col" className="px-3 py-2">Paid</th>
            <th scope="col" className="px-3 py-2">Voided</th>
            <th scope="col" className="px-3 py-2"><span className="sr-only">Actions</span></th>
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-800 text-zinc-200">
          {rows.map((row) => (
            <tr key={row.code}>
              <td className="px-3 py-2 font-mono">{row.code}</td>
              <td className="px-3 py-2">{row.affiliate ? `${row.affiliate.name} (${row.affiliate.email})` : "—"}</td>
              <td className="px-3 py-2">{row.sales}</td>
              <td className="px-3 py-2">{usd(row.owedCents)}</td>
              <td className="px-3 py-2">{usd(row.paidCents)}</td>
              <td className="px-3 py-2">{row.voided}</td>
              <td className="px-3 py-2">{row.owedCents > 0 ? <ReviewButtons kind="commissions" id={row.code} /> : null}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
