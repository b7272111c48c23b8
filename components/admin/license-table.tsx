"use client";

import { formatTime } from "@/lib/admin/format-time";
import { ADMIN_USERS } from "@/lib/content/admin";
import type { LicenseRow } from "@/lib/licenses/license-row";

import { AdminTable } from "./admin-table";
import { LicenseActions } from "./license-actions";

const T = ADMIN_USERS.table;

/** Whitelist rows with their state and the operator's actions (revoke, restore, rename). */
export function LicenseTable({ rows, onChanged }: { rows: LicenseRow[]; onChanged?: (renamed?: LicenseRow) => void }) {
  return (
    <AdminTable columns={T.columns} minWidth={720}>
      {rows.map((row) => (
        <tr key={row.uuid}>
          <td className="px-3 py-2 font-medium">{row.username}</td>
          <td className="px-3 py-2 font-mono text-xs">{row.uuid}</td>
          <td className="px-3 py-2">{row.email ?? "—"}</td>
          <td className="px-3 py-2">
            {row.active ? (
              <span className="text-brand-400">{T.active}</span>
            ) : (
              <span className="text-red-400" title={row.revoked_reason ?? undefined}>
                {T.revoked}
              </span>
            )}
          </td>
          <td className="px-3 py-2 whitespace-nowrap">{formatTime(row.added_date)}</td>
          <td className="px-3 py-2 whitespace-nowrap">{row.last_verified ? formatTime(row.last_verified) : T.neverVerified}</td>
          <td className="px-3 py-2">
            <LicenseActions row={row} onChanged={onChanged} />
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
