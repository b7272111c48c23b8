import type { ReferralRow } from "@/lib/admin/referral-performance";
import { ADMIN_REFERRALS } from "@/lib/content/admin";

import { AdminTable } from "./admin-table";
import { ReviewButtons } from "./review-buttons";

const P = ADMIN_REFERRALS.performance;
const usd = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** Per referral code: sales, commission owed and paid, voided sales, clicks; owed commissions can be marked paid. */
export function ReferralPerformance({ rows }: { rows: ReferralRow[] }) {
  if (rows.length === 0) return <p className="text-zinc-300">{P.empty}</p>;
  return (
    <AdminTable columns={[...P.columns, { label: P.actions, hidden: true }]}>
      {rows.map((row) => (
        <tr key={row.code}>
          <td className="px-3 py-2 font-mono">{row.code}</td>
          <td className="px-3 py-2">{row.affiliate ? `${row.affiliate.name} (${row.affiliate.email})` : "—"}</td>
          <td className="px-3 py-2">{row.sales}</td>
          <td className="px-3 py-2">{usd(row.owedCents)}</td>
          <td className="px-3 py-2">{usd(row.paidCents)}</td>
          <td className="px-3 py-2">{row.voided}</td>
          <td className="px-3 py-2">{row.clicks}</td>
          <td className="px-3 py-2">{row.owedCents > 0 ? <ReviewButtons kind="commissions" id={row.code} /> : null}</td>
        </tr>
      ))}
    </AdminTable>
  );
}
