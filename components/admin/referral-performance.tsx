import type { ReferralRow } from "@/lib/admin/referral-performance";
import { ADMIN_REFERRALS } from "@/lib/content/admin/referrals";
import { formatPrice, REFERRAL_COMMISSION } from "@/lib/money";

import { AdminTable } from "./admin-table";
import { ReviewButtons } from "./review-buttons";

const P = ADMIN_REFERRALS.performance;
const usd = (cents: number) => formatPrice(cents, REFERRAL_COMMISSION.currency);

/** Per referral code: sales, commission pending (in hold), approved and paid, voided lines, clicks and fraud flags; unpaid commissions can be marked paid. */
export function ReferralPerformance({ rows }: { rows: ReferralRow[] }) {
  if (rows.length === 0) return <p className="text-zinc-300">{P.empty}</p>;
  return (
    <AdminTable columns={[...P.columns, { label: P.actions, hidden: true }]}>
      {rows.map((row) => (
        <tr key={row.code}>
          <td className="px-3 py-2 font-mono">{row.code}</td>
          <td className="px-3 py-2">{row.affiliate ? `${row.affiliate.name} (${row.affiliate.email})` : "—"}</td>
          <td className="px-3 py-2">{row.sales}</td>
          <td className="px-3 py-2">{usd(row.pendingCents)}</td>
          <td className="px-3 py-2">{usd(row.approvedCents)}</td>
          <td className="px-3 py-2">{usd(row.paidCents)}</td>
          <td className="px-3 py-2">{row.voided}</td>
          <td className="px-3 py-2">{row.clicks}</td>
          <td className="px-3 py-2">
            {row.flags.length === 0 ? (
              "—"
            ) : (
              <ul className="space-y-1 text-amber-300">
                {row.flags.map((flag) => (
                  <li key={flag.kind}>{flag.kind === "shared_payer" ? P.flags.sharedPayer(flag.sales) : P.flags.refunds(flag.refunded, flag.sales)}</li>
                ))}
              </ul>
            )}
          </td>
          <td className="px-3 py-2">{row.pendingCents + row.approvedCents !== 0 ? <ReviewButtons kind="commissions" id={row.code} /> : null}</td>
        </tr>
      ))}
    </AdminTable>
  );
}
