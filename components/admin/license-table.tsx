"use client";

import { formatTime } from "@/lib/admin/format-time";
import type { LicenseRow } from "@/lib/admin/list-licenses";

import { LicenseActions } from "./license-actions";

/** Whitelist rows with their state and the operator's actions (revoke, restore, rename). */
export function LicenseTable({ rows, onChanged }: { rows: LicenseRow[]; onChanged?: () => void }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[640px] text-left text-sm">
        <thead className="text-xs uppercase tracking-wide text-zinc-400">
          <tr>
            <th scope="col" className="py-2 pr-3">Username</th>
            <th scope="col" className="py-2 pr-3">UUID</th>
            <th scope="col" className="py-2 pr-3">Email</th>
            <th scope="col" className="py-2 pr-3">Status</th>
            <th scope="col" className="py-2 pr-3">Added</th>
            <th scope="col" className="py-2 pr-3">Last verified</th>
            <th scope="col" className="py-2">Actions</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-800 text-zinc-200">
          {rows.map((row) => (
            <tr key={row.uuid}>
              <td className="py-2 pr-3 font-medium">{row.username}</td>
              <td className="py-2 pr-3 font-mono text-xs">{row.uuid}</td>
              <td className="py-2 pr-3">{row.email ?? "—"}</td>
              <td className="py-2 pr-3">
                {row.active ? <span className="text-brand-400">Active</span> : <span className="text-red-400" title={row.revoked_reason ?? undefined}>Revoked</span>}
              </td>
              <td className="py-2 pr-3 whitespace-nowrap">{formatTime(row.added_date)}</td>
              <td className="py-2 pr-3 whitespace-nowrap">{row.last_verified ? formatTime(row.last_verified) : "Never"}</td>
              <td className="py-2"><LicenseActions row={row} onChanged={onChanged} /></td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
