"use client";

import { formatTime } from "@/lib/admin/format-time";
import { ADMIN_USERS } from "@/lib/content/admin/users";
import type { LicenseRow } from "@/lib/licenses/license-row";

import { AdminTable } from "./admin-table";
import { LicenseActions } from "./license-actions";

const T = ADMIN_USERS.table;

/** Whitelist rows with their state and the operator's actions (revoke, restore, rename). */
export function LicenseTable({ rows, onChanged }: { rows: LicenseRow[]; onChanged?: (renamed?: LicenseRow) => void }) {
  // The Discord column only where a shown license has an account linked (the feature is off without the DISCORD_ settings).
  const discord = rows.some((row) => row.discord);
  const columns = discord ? [...T.columns.slice(0, -1), T.discordColumn, ...T.columns.slice(-1)] : T.columns;
  return (
    <AdminTable columns={columns} minWidth={discord ? 880 : 720} stickyLast>
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
          {discord ? (
            <td className="px-3 py-2">
              {row.discord ? (
                <>
                  <span className="block">{row.discord.name}</span>
                  <span className="block font-mono text-xs text-zinc-400">{row.discord.id}</span>
                </>
              ) : (
                "—"
              )}
            </td>
          ) : null}
          <td className="px-3 py-2">
            <LicenseActions row={row} onChanged={onChanged} />
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
