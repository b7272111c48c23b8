import Link from "next/link";

import type { SalesOverview as Overview } from "@/lib/admin/sales-overview";
import { OVERVIEW_RANGES } from "@/lib/admin/schemas";
import { ADMIN_OVERVIEW as O } from "@/lib/content/admin/overview";
import { dashboardHref } from "@/lib/content/admin/routes";
import { formatPrice } from "@/lib/money";

import { CsvExport } from "@/components/admin/csv-export";
import { SalesBreakdown } from "@/components/admin/sales-breakdown";
import type { ChartSeries } from "@/components/admin/sales-chart";
import { SalesChartLazy } from "@/components/admin/sales-chart-lazy";
import { SalesTable } from "@/components/admin/sales-table";

import { CurrencyTakingsTable } from "./currency-takings";

const CHIP = "rounded-full border px-3 py-1 text-sm transition-colors";
/** Tailwind's brand-400, sky-400, amber-300 and violet-300: readable on the dark panel, told apart by the legend too. */
const C = { brand: "#4ade80", sky: "#38bdf8", amber: "#fcd34d", violet: "#c4b5fd" };

const CHARTS: { title: string; money?: true; series: ChartSeries[] }[] = [
  {
    title: O.charts.money.title,
    money: true,
    series: [
      { key: "revenueCents", name: O.charts.money.series.revenue, color: C.brand },
      { key: "refundCents", name: O.charts.money.series.refunds, color: C.amber },
    ],
  },
  {
    title: O.charts.counts.title,
    series: [
      { key: "paidOrders", name: O.charts.counts.series.paidOrders, color: C.brand },
      { key: "refunds", name: O.charts.counts.series.refunds, color: C.amber },
      { key: "newLicenses", name: O.charts.counts.series.newLicenses, color: C.violet },
    ],
  },
  {
    title: O.charts.funnel.title,
    series: [
      { key: "visits", name: O.charts.funnel.series.visits, color: C.sky },
      { key: "createdOrders", name: O.charts.funnel.series.createdOrders, color: C.violet },
      { key: "paidOrders", name: O.charts.funnel.series.paidOrders, color: C.brand },
    ],
  },
];

/**
 * The Overview tab: the period's totals, the checkout funnel, the charts per day and the same numbers
 * as a table, revenue per creator code and per sale, and the CSV downloads. The period is a plain link (`/admin/dashboard/overview?range=90`); only the charts need
 * JavaScript, and they load with the tab.
 */
export function SalesOverview({ overview }: { overview: Overview }) {
  const { totals, currency, from, to } = overview;
  const money = (cents: number) => formatPrice(cents, currency);
  const cards = [
    [O.totals.revenue, money(totals.revenueCents), null],
    [O.totals.refunds, money(totals.refundCents), O.refundCount(totals.refunds)],
    [O.totals.net, money(totals.netCents), null],
    [O.totals.orders, String(totals.paidOrders), null],
    [O.totals.newLicenses, String(totals.newLicenses), null],
    [O.totals.conversion, O.conversion(totals.conversion), O.conversionHint],
  ] as const;
  const steps = [
    [O.funnel.steps.visits, totals.visits, null],
    [O.funnel.steps.createdOrders, totals.createdOrders, totals.visits > 0 ? totals.createdOrders / totals.visits : null],
    [O.funnel.steps.paidOrders, totals.paidOrders, totals.paidRate],
  ] as const;
  return (
    <section aria-labelledby="overview-heading" className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 id="overview-heading" className="text-xl font-semibold text-zinc-50">
          {O.heading}
        </h2>
        <nav aria-label={O.rangeNav}>
          <ul className="flex flex-wrap gap-2">
            {OVERVIEW_RANGES.map((days) => (
              <li key={days}>
                <Link
                  href={dashboardHref("overview", { range: String(days) })}
                  aria-current={overview.range === days ? "page" : undefined}
                  className={`${CHIP} ${overview.range === days ? "border-brand-500 text-brand-300" : "border-ink-700 text-zinc-200 hover:border-brand-500"}`}
                >
                  {O.lastDays(days)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="max-w-3xl text-sm text-zinc-300">{O.intro}</p>
      <p className="text-sm text-zinc-400">{O.period(from, to)}</p>

      <dl className="grid gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {cards.map(([label, value, hint]) => (
          <div key={label} className="rounded-lg border border-ink-800 bg-ink-950 p-4">
            <dt className="text-sm text-zinc-400">{label}</dt>
            <dd className="mt-1 text-2xl font-bold text-zinc-50">{value}</dd>
            {hint ? <dd className="text-xs text-zinc-400">{hint}</dd> : null}
          </div>
        ))}
      </dl>

      <section aria-labelledby="funnel-heading">
        <h3 id="funnel-heading" className="font-semibold text-zinc-100">
          {O.funnel.heading}
        </h3>
        <ol className="mt-2 grid gap-3 sm:grid-cols-3">
          {steps.map(([label, count, rate], index) => (
            <li key={label} className="rounded-lg border border-ink-800 bg-ink-950 p-4">
              <span className="block text-sm text-zinc-400">{label}</span>
              <span className="mt-1 block text-2xl font-bold text-zinc-50">{count}</span>
              {index > 0 ? <span className="block text-xs text-zinc-400">{O.funnel.ofPrevious(rate)}</span> : null}
            </li>
          ))}
        </ol>
      </section>

      <div className="grid gap-4 xl:grid-cols-3">
        {CHARTS.map((chart) => (
          <figure key={chart.title} className="rounded-lg border border-ink-800 bg-ink-950 p-3">
            <figcaption className="text-sm font-semibold text-zinc-200">{chart.title}</figcaption>
            <div role="img" aria-label={O.chartLabel(chart.title, from, to)} className="mt-2 h-56">
              <SalesChartLazy days={overview.days} series={chart.series} currency={chart.money ? currency : undefined} />
            </div>
          </figure>
        ))}
      </div>

      <SalesTable overview={overview} />
      {overview.currencies.length > 1 ? <CurrencyTakingsTable rows={overview.currencies} main={currency} /> : null}
      <SalesBreakdown byCode={overview.byCode} bySale={overview.bySale} />
      <CsvExport kinds={["orders", "licenses"]} from={from} to={to} />
    </section>
  );
}
