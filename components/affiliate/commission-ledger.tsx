import type { AffiliateLedger } from "@/lib/affiliates/affiliate-ledger";
import { periodName } from "@/lib/content/affiliate-payouts";
import { AFFILIATE_LEDGER as L } from "@/lib/content/affiliate-portal";
import { formatPrice, REFERRAL_COMMISSION } from "@/lib/money";

import { PORTAL_CELL as CELL, PortalTableHead } from "./portal-table-head";

const usd = (cents: number) => formatPrice(cents, REFERRAL_COMMISSION.currency);
const day = (iso: string) => iso.slice(0, 10);

/** The affiliate's totals, ledger lines and payouts; server-rendered, no client JavaScript. */
export function CommissionLedger({ ledger, holdDays }: { ledger: AffiliateLedger; holdDays: number }) {
  const totals = [
    [L.totals.pending, ledger.totals.pendingCents],
    [L.totals.approved, ledger.totals.approvedCents],
    [L.totals.paid, ledger.totals.paidCents],
  ] as const;
  return (
    <section aria-labelledby="ledger-heading" className="rounded-xl border border-ink-700 bg-ink-900 p-6">
      <h2 id="ledger-heading" className="text-xl font-semibold text-zinc-50">
        {L.heading}
      </h2>
      <p className="mt-1 text-sm text-zinc-300">{L.intro(holdDays)}</p>
      <dl className="mt-4 grid gap-3 sm:grid-cols-3">
        {totals.map(([label, cents]) => (
          <div key={label} className="rounded-lg border border-ink-800 bg-ink-950 p-4">
            <dt className="text-sm text-zinc-400">{label}</dt>
            <dd className="mt-1 text-2xl font-bold text-zinc-50">{usd(cents)}</dd>
          </div>
        ))}
      </dl>

      {ledger.lines.length === 0 ? (
        <p className="mt-4 text-zinc-300">{L.empty}</p>
      ) : (
        <div className="mt-4 overflow-auto rounded-lg border border-ink-800">
          <table className="w-full min-w-[640px] text-left text-sm">
            <PortalTableHead columns={L.columns} />
            <tbody className="divide-y divide-ink-800 text-zinc-200">
              {ledger.lines.map((line) => (
                <tr key={line.id}>
                  <td className={CELL}>{day(line.date)}</td>
                  <td className={`${CELL} font-mono`}>{line.code}</td>
                  <td className={CELL}>{L.kind[line.kind]}</td>
                  <td className={CELL}>{L.state[line.state]}</td>
                  <td className={CELL}>{usd(line.amountCents)}</td>
                  <td className={CELL}>{line.voidReason ?? (line.payoutPeriod ? L.inPayout(periodName(line.payoutPeriod)) : line.frozen ? L.frozen : "")}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <h3 className="mt-6 text-lg font-semibold text-zinc-100">{L.payoutsHeading}</h3>
      {ledger.payouts.length === 0 ? (
        <p className="mt-2 text-zinc-300">{L.payoutsEmpty}</p>
      ) : (
        <ul className="mt-2 space-y-2">
          {ledger.payouts.map((payout) => (
            <li key={payout.id} className="rounded-lg border border-ink-800 bg-ink-950 p-3 text-sm text-zinc-200">
              <span className="font-semibold text-zinc-50">{periodName(payout.period)}</span> · {usd(payout.amountCents)} · {L.payoutStatus[payout.status]}
              {payout.failureReason ? <span className="mt-1 block text-amber-300">{payout.failureReason}</span> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
