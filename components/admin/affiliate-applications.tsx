import { formatTime } from "@/lib/admin/format-time";
import type { AffiliateApplicationRow } from "@/lib/admin/list-affiliate-applications";

import { ReviewButtons } from "./review-buttons";

/** Applications with the applicant's details; pending ones can be approved or rejected. */
export function AffiliateApplications({ rows }: { rows: AffiliateApplicationRow[] }) {
  if (rows.length === 0) return <p className="text-zinc-300">No affiliate applications yet.</p>;
  return (
    <ul className="space-y-3">
      {rows.map((row) => (
        <li key={row.id} className="rounded-lg border border-ink-800 bg-ink-900 p-4 text-sm text-zinc-200">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="font-semibold text-zinc-50">{row.name} <span className="font-normal text-zinc-400">({row.email})</span></p>
            <div className="flex items-center gap-3">
              <span className="text-xs uppercase tracking-wide text-zinc-400">{row.status}</span>
              {row.status === "PENDING" ? <ReviewButtons kind="application" id={row.id} label={row.name} /> : null}
            </div>
          </div>
          <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-2">
            {([["Website", row.website], ["Social media", row.socialMedia], ["Experience", row.experience], ["Expected traffic", row.expectedTraffic], ["Additional information", row.additionalInfo], ["Codes", row.codes.join(", ") || null]] as const).map(([label, value]) =>
              value ? (
                <div key={label} className="min-w-0">
                  <dt className="text-xs text-zinc-400">{label}</dt>
                  <dd className="break-words">{value}</dd>
                </div>
              ) : null,
            )}
          </dl>
          <p className="mt-2 text-xs text-zinc-500">Applied {formatTime(row.createdAt)}</p>
        </li>
      ))}
    </ul>
  );
}
