import { formatTime } from "@/lib/admin/format-time";
import type { BanRow } from "@/lib/admin/list-bans";
import { ADMIN_BANS as B } from "@/lib/content/admin/disputes";

import { AdminTable } from "./admin-table";
import { BanForm, LiftBanButton } from "./ban-form";

const CELL = "px-3 py-2";

/** The ban list under the disputes: who the shop refuses, why, since when and by whom, with "Lift" and "Ban a buyer". */
export function BanList({ bans }: { bans: BanRow[] }) {
  return (
    <section aria-labelledby="bans-heading" className="space-y-3">
      <h2 id="bans-heading" className="text-xl font-bold text-zinc-50">
        {B.heading}
      </h2>
      <p className="max-w-3xl text-sm text-zinc-300">{B.intro}</p>
      {bans.length === 0 ? (
        <p className="text-zinc-300">{B.empty}</p>
      ) : (
        <AdminTable columns={B.columns} minWidth={880}>
          {bans.map((b) => (
            <tr key={b.id}>
              <td className={`${CELL} whitespace-nowrap`}>{formatTime(b.createdAt)}</td>
              <td className={CELL}>{B.kinds[b.kind] ?? b.kind}</td>
              <td className={`${CELL} font-mono text-xs break-all`}>{b.value}</td>
              <td className={CELL}>{b.reason}</td>
              <td className={CELL}>{b.paypalDisputeId ? B.fromDispute(b.paypalDisputeId) : b.createdBy}</td>
              <td className={CELL}>
                {b.liftedAt ? (
                  <span className="text-xs text-zinc-400">{B.lifted(formatTime(b.liftedAt), b.liftedBy ?? "", b.liftReason ?? "")}</span>
                ) : (
                  <span className="flex flex-wrap items-center gap-2">
                    <span className="font-semibold text-red-300">{B.inForce}</span>
                    <LiftBanButton id={b.id} value={b.value} />
                  </span>
                )}
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
      <BanForm />
    </section>
  );
}
