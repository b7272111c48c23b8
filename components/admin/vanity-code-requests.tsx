import { formatTime } from "@/lib/admin/format-time";
import type { PendingVanityCodeRequestRow } from "@/lib/admin/list-vanity-code-requests";
import { ADMIN_AFFILIATES } from "@/lib/content/admin/affiliates";

import { AdminTable } from "./admin-table";
import { VanityCodeDecision } from "./vanity-code-decision";

const T = ADMIN_AFFILIATES.vanity;

/** The vanity codes affiliates asked for, oldest first, each with Accept and Refuse (with a reason). */
export function VanityCodeRequests({ rows, maxCodes }: { rows: PendingVanityCodeRequestRow[]; maxCodes: number }) {
  return (
    <section aria-labelledby="vanity-requests-heading" className="space-y-3">
      <h2 id="vanity-requests-heading" className="text-lg font-bold text-zinc-50">
        {T.heading}
      </h2>
      <p className="max-w-3xl text-sm text-zinc-300">{T.intro}</p>
      {rows.length === 0 ? (
        <p className="text-zinc-300">{T.empty}</p>
      ) : (
        <AdminTable columns={[...T.columns, { label: T.decision, hidden: true }]}>
          {rows.map((row) => (
            <tr key={row.id}>
              <td className="px-3 py-2 font-semibold text-zinc-50">{row.name}</td>
              <td className="px-3 py-2 break-all">{row.email}</td>
              <td className="px-3 py-2 font-mono">{row.code}</td>
              <td className="px-3 py-2">{T.codeCount(row.codeCount, maxCodes)}</td>
              <td className="px-3 py-2 whitespace-nowrap">{formatTime(row.createdAt)}</td>
              <td className="px-3 py-2">
                <VanityCodeDecision id={row.id} code={row.code} name={row.name} full={row.codeCount >= maxCodes} />
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
    </section>
  );
}
