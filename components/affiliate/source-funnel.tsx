import { SOURCE_FUNNEL as F, sourceLabel } from "@/lib/content/source-funnel";
import { FUNNEL_STEPS, type SourceFunnelRow } from "@/lib/referrals/source-funnel";

import { PORTAL_CELL as CELL, PortalTableHead } from "./portal-table-head";

/** The affiliate's own codes per source over the statistics' period: which links bring buyers who play. */
export function AffiliateSourceFunnel({ rows }: { rows: SourceFunnelRow[] }) {
  return (
    <section aria-labelledby="sources-heading" className="rounded-xl border border-ink-700 bg-ink-900 p-6">
      <h2 id="sources-heading" className="text-xl font-semibold text-zinc-50">
        {F.heading}
      </h2>
      <p className="mt-1 text-sm text-zinc-300">{F.affiliateIntro}</p>
      {rows.length === 0 ? (
        <p className="mt-4 text-sm text-zinc-300">{F.empty}</p>
      ) : (
        <div className="mt-4 overflow-x-auto rounded-lg border border-ink-800">
          <table className="w-full text-left text-sm">
            <PortalTableHead columns={F.columns} />
            <tbody className="divide-y divide-ink-800 text-zinc-200">
              {rows.map((row) => (
                <tr key={`${row.code}|${row.utmSource}|${row.utmCampaign}`}>
                  <th scope="row" className={`${CELL} font-normal`}>
                    {sourceLabel(row)}
                  </th>
                  {FUNNEL_STEPS.map((step) => (
                    <td key={step} className={CELL}>
                      {row[step]}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
