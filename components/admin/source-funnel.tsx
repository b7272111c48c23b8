import { SOURCE_FUNNEL as F, sourceLabel } from "@/lib/content/source-funnel";
import { FUNNEL_STEPS, SOURCE_FUNNEL_LIMIT, type SourceFunnelRow } from "@/lib/referrals/source-funnel";

import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";

import { AdminTable } from "./admin-table";

const CELL = "px-3 py-2 whitespace-nowrap";
export const SOURCES_CSV_PATH = "/admin/export/sources";

/**
 * The Overview's funnel per source over its period, and the same per day as a CSV download (a plain GET form,
 * pre-filled with the period, no JavaScript).
 */
export function SourceFunnel({ rows, from, to }: { rows: SourceFunnelRow[]; from: string; to: string }) {
  return (
    <section aria-labelledby="overview-sources-heading" className="space-y-2">
      <h3 id="overview-sources-heading" className="font-semibold text-zinc-100">
        {F.heading}
      </h3>
      <p className="max-w-3xl text-sm text-zinc-400">{F.adminIntro(SOURCE_FUNNEL_LIMIT)}</p>
      {rows.length === 0 ? (
        <p className="text-sm text-zinc-300">{F.empty}</p>
      ) : (
        <AdminTable columns={F.columns} minWidth={720}>
          {rows.map((row) => (
            <tr key={`${row.code}|${row.utmSource}|${row.utmCampaign}`}>
              <td className={CELL}>{sourceLabel(row)}</td>
              {FUNNEL_STEPS.map((step) => (
                <td key={step} className={CELL}>
                  {row[step]}
                </td>
              ))}
            </tr>
          ))}
        </AdminTable>
      )}
      <form method="get" action={SOURCES_CSV_PATH} className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col text-sm text-zinc-300">
          {F.from}
          <Input type="date" name="from" defaultValue={from} required className="mt-1" />
        </label>
        <label className="flex flex-col text-sm text-zinc-300">
          {F.to}
          <Input type="date" name="to" defaultValue={to} required className="mt-1" />
        </label>
        <Button type="submit" variant="outline" size="md" className="text-zinc-100">
          {F.csv}
        </Button>
        <p className="w-full text-xs text-zinc-400">{F.csvHint}</p>
      </form>
    </section>
  );
}
