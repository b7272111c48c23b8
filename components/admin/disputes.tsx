import { formatTime } from "@/lib/admin/format-time";
import type { DisputeRow } from "@/lib/admin/list-disputes";
import { ADMIN_DISPUTES as D } from "@/lib/content/admin/disputes";
import { formatPrice } from "@/lib/money";

import { AdminTable } from "./admin-table";
import { DisputeButtons } from "./dispute-buttons";

const CELL = "px-3 py-2";

function state(dispute: DisputeRow): { text: string; className: string } {
  if (dispute.resolvedAt) {
    const won = dispute.outcome === "RESOLVED_SELLER_FAVOUR";
    return { text: D.outcomes[dispute.outcome ?? ""] ?? dispute.status, className: won ? "text-brand-400" : "text-red-400" };
  }
  return dispute.waitingForSeller ? { text: D.waiting, className: "font-semibold text-amber-300" } : { text: dispute.status, className: "" };
}

/** The Disputes tab: every dispute PayPal told the shop of, the open ones first by due date, with the days left. */
export function Disputes({ disputes }: { disputes: DisputeRow[] }) {
  return (
    <section aria-labelledby="disputes-heading" className="space-y-3">
      <h2 id="disputes-heading" className="text-xl font-bold text-zinc-50">
        {D.heading}
      </h2>
      <p className="max-w-3xl text-sm text-zinc-300">{D.intro}</p>
      {disputes.length === 0 ? (
        <p className="text-zinc-300">{D.empty}</p>
      ) : (
        <AdminTable columns={D.columns} minWidth={960}>
          {disputes.map((d) => {
            const shown = state(d);
            return (
              <tr key={d.id}>
                <td className={`${CELL} whitespace-nowrap`}>
                  {formatTime(d.openedAt)}
                  <span className="block font-mono text-xs text-zinc-400">{d.paypalDisputeId}</span>
                </td>
                <td className={CELL}>{d.orderId ? (d.username ?? D.gift) : D.noOrder}</td>
                <td className={`${CELL} whitespace-nowrap`}>{formatPrice(d.amountCents, d.currency)}</td>
                <td className={CELL}>{D.reasons[d.reason] ?? d.reason}</td>
                <td className={CELL}>{D.stages[d.stage] ?? d.stage}</td>
                <td className={`${CELL} ${shown.className}`}>{shown.text}</td>
                <td className={`${CELL} whitespace-nowrap`}>
                  {d.dueAt ? formatTime(d.dueAt) : D.noDue}
                  {d.daysLeft !== null ? <span className="block text-xs text-zinc-400">{D.daysLeft(d.daysLeft)}</span> : null}
                </td>
                <td className={`${CELL} space-y-2`}>
                  {d.resolvedAt ? null : (
                    <DisputeButtons
                      id={d.id}
                      disputeId={d.paypalDisputeId}
                      amount={formatPrice(d.amountCents, d.currency)}
                      canAnswer={d.waitingForSeller && !d.evidenceSentAt && !d.claimAcceptedAt}
                      license={d.license}
                    />
                  )}
                  {d.evidenceSentAt ? <span className="block text-xs text-zinc-400">{D.evidenceSent(formatTime(d.evidenceSentAt))}</span> : null}
                  {d.claimAcceptedAt ? <span className="block text-xs text-zinc-400">{D.claimAcceptedOn(formatTime(d.claimAcceptedAt))}</span> : null}
                  {d.license === "suspended" ? <span className="block text-xs text-amber-300">{D.license.suspended}</span> : null}
                  <a
                    href={`/admin/disputes/${d.id}/evidence`}
                    aria-label={D.evidenceLabel(d.paypalDisputeId)}
                    className="font-medium text-brand-300 underline underline-offset-2"
                  >
                    {D.evidence}
                  </a>
                  {d.messages.length > 0 ? (
                    <details className="text-xs text-zinc-300">
                      <summary className="cursor-pointer">{D.conversation(d.messages.length)}</summary>
                      <ul className="mt-1 max-w-sm space-y-1">
                        {d.messages.map((m, i) => (
                          <li key={i}>
                            <span className="font-semibold">{D.postedBy[m.postedBy ?? ""] ?? m.postedBy}</span>
                            {m.at ? <span className="text-zinc-400"> {formatTime(m.at)}</span> : null}: {m.content}
                          </li>
                        ))}
                      </ul>
                    </details>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </AdminTable>
      )}
    </section>
  );
}
