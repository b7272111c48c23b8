import Link from "next/link";

import type { AffiliateStats } from "@/lib/affiliates/affiliate-stats";
import { STATS_DAYS } from "@/lib/affiliates/stats-period";
import { AFFILIATE_PATHS, AFFILIATE_STATS as S } from "@/lib/content/affiliate-portal";
import { formatPrice, REFERRAL_COMMISSION } from "@/lib/money";

import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";

import { StatsChartLazy } from "@/components/affiliate/stats-chart-lazy";

import { PORTAL_CELL as CELL, PortalTableHead } from "./portal-table-head";

const CHIP = "rounded-full border px-3 py-1 text-sm transition-colors";

/**
 * The portal's statistics: totals for the period, the chart of clicks and sales per day, and the
 * same numbers as a table. The period is chosen with plain links and a GET form, so it works without JavaScript;
 * only the chart needs it.
 */
export function AffiliateStatistics({ stats }: { stats: AffiliateStats }) {
  const { period, totals } = stats;
  const cards = [
    [S.totals.clicks, String(totals.clicks)],
    [S.totals.sales, String(totals.sales)],
    [S.totals.conversion, S.conversion(totals.conversionRate)],
    [S.totals.earned, formatPrice(totals.earnedCents, REFERRAL_COMMISSION.currency)],
  ] as const;
  return (
    <section aria-labelledby="stats-heading" className="rounded-xl border border-ink-700 bg-ink-900 p-6">
      <h2 id="stats-heading" className="text-xl font-semibold text-zinc-50">
        {S.heading}
      </h2>
      <p className="mt-1 text-sm text-zinc-300">{S.intro}</p>

      <div className="mt-4 flex flex-wrap items-end justify-between gap-4">
        <nav aria-label={S.periodNav}>
          <ul className="flex flex-wrap gap-2">
            {STATS_DAYS.map((days) => (
              <li key={days}>
                <Link
                  href={`${AFFILIATE_PATHS.portal}?days=${days}`}
                  aria-current={period.days === days ? "page" : undefined}
                  className={`${CHIP} ${period.days === days ? "border-brand-500 text-brand-300" : "border-ink-700 text-zinc-200 hover:border-brand-500"}`}
                >
                  {S.lastDays(days)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <form method="get" action={AFFILIATE_PATHS.portal}>
          <fieldset className="flex flex-wrap items-end gap-2">
            <legend className="mb-1 text-sm text-zinc-400">{S.custom.legend}</legend>
            <label className="flex flex-col text-sm text-zinc-300">
              {S.custom.from}
              <Input type="date" name="from" defaultValue={period.from} required className="mt-1" />
            </label>
            <label className="flex flex-col text-sm text-zinc-300">
              {S.custom.to}
              <Input type="date" name="to" defaultValue={period.to} required className="mt-1" />
            </label>
            <Button type="submit" variant="outline" size="md" className="text-zinc-100">
              {S.custom.submit}
            </Button>
          </fieldset>
        </form>
      </div>

      <p className="mt-4 text-sm text-zinc-400">{S.period(period.from, period.to)}</p>
      <dl className="mt-2 grid gap-3 sm:grid-cols-4">
        {cards.map(([label, value]) => (
          <div key={label} className="rounded-lg border border-ink-800 bg-ink-950 p-4">
            <dt className="text-sm text-zinc-400">{label}</dt>
            <dd className="mt-1 text-2xl font-bold text-zinc-50">{value}</dd>
          </div>
        ))}
      </dl>

      <div role="img" aria-label={S.chartLabel(period.from, period.to)} className="mt-4 h-64 rounded-lg border border-ink-800 bg-ink-950 p-2">
        <StatsChartLazy days={stats.days} />
      </div>

      <details className="mt-4 rounded-lg border border-ink-800">
        <summary className="cursor-pointer px-3 py-2 text-sm font-semibold text-zinc-100">{S.table.summary}</summary>
        {/* Three narrow columns need no scroll box (one a keyboard could not reach). */}
        <table className="w-full text-left text-sm">
          <PortalTableHead columns={S.table.columns} />
          <tbody className="divide-y divide-ink-800 text-zinc-200">
            {stats.days.map((day) => (
              <tr key={day.day}>
                <th scope="row" className={`${CELL} font-normal`}>
                  {day.day}
                </th>
                <td className={CELL}>{day.clicks}</td>
                <td className={CELL}>{day.sales}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  );
}
