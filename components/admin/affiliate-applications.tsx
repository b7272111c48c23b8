import { formatTime } from "@/lib/admin/format-time";
import type { AffiliateApplicationRow } from "@/lib/admin/list-affiliate-applications";
import { ADMIN_AFFILIATES as A } from "@/lib/content/admin/affiliates";

import { AffiliateAccountActions } from "./affiliate-account-actions";
import { ReviewButtons } from "./review-buttons";

/** Applications with the applicant's details; pending ones can be approved or rejected, approved ones' accounts suspended or reactivated. */
export function AffiliateApplications({ rows }: { rows: AffiliateApplicationRow[] }) {
  if (rows.length === 0) return <p className="text-zinc-300">{A.empty}</p>;
  return (
    <ul className="space-y-3">
      {rows.map((row) => (
        <li key={row.id} className="rounded-lg border border-ink-800 bg-ink-900 p-4 text-sm text-zinc-200">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="font-semibold text-zinc-50">
              {row.name} <span className="font-normal text-zinc-400">({row.email})</span>
            </p>
            <div className="flex items-center gap-3">
              <span className="text-xs tracking-wide text-zinc-400 uppercase">{row.status}</span>
              {row.status === "PENDING" ? <ReviewButtons kind="application" id={row.id} label={row.name} suggestedCode={row.suggestedCode} /> : null}
            </div>
          </div>
          {row.account ? (
            <div className="mt-2 flex flex-wrap items-center gap-3 rounded border border-ink-800 bg-ink-950 px-3 py-2">
              <span className="text-xs text-zinc-400">{A.account.label}:</span>
              <span className={row.account.status === "SUSPENDED" ? "font-semibold text-red-300" : "font-semibold text-brand-300"}>
                {A.account[row.account.status]}
              </span>
              {row.account.suspendedReason ? (
                <span className="min-w-0 break-words text-zinc-300">{A.account.suspendedReason(row.account.suspendedReason)}</span>
              ) : null}
              <AffiliateAccountActions id={row.account.id} name={row.name} status={row.account.status} />
            </div>
          ) : null}
          <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-2">
            {(
              [
                [A.details.website, row.website],
                [A.details.socialMedia, row.socialMedia],
                [A.details.experience, row.experience],
                [A.details.expectedTraffic, row.expectedTraffic],
                [A.details.additionalInfo, row.additionalInfo],
                [A.details.codes, row.codes.join(", ") || null],
              ] as const
            ).map(([label, value]) =>
              value ? (
                <div key={label} className="min-w-0">
                  <dt className="text-xs text-zinc-400">{label}</dt>
                  <dd className="break-words">{value}</dd>
                </div>
              ) : null,
            )}
          </dl>
          <p className="mt-2 text-xs text-zinc-500">{A.applied(formatTime(row.createdAt))}</p>
        </li>
      ))}
    </ul>
  );
}
