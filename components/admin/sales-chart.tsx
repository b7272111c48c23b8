"use client";

import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";

import type { OverviewDay } from "@/lib/admin/sales-overview";

/** The admin's dark palette (app/globals.css), as the affiliate portal's chart has it. */
const COLORS = { grid: "#26332d", axis: "#a1a1aa", panel: "#111815" };

export type ChartSeries = { key: Exclude<keyof OverviewDay, "day">; name: string; color: string };

/**
 * Bars per UTC day for a few of the overview's series (Recharts). Only the
 * admin dashboard loads it, through SalesChartLazy. Money series are in cents
 * and shown in `currency`. Its keyboard layer is off: the wrapper labels it as
 * one image, and the table under the charts has the numbers.
 */
export function SalesChart({ days, series, currency }: { days: OverviewDay[]; series: ChartSeries[]; currency?: string }) {
  const money = currency ? new Intl.NumberFormat("en-US", { style: "currency", currency }) : null;
  const data = days.map((day) => Object.fromEntries([["day", day.day], ...series.map((s) => [s.key, money ? day[s.key] / 100 : day[s.key]])]));
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: money ? 0 : -16 }}>
        <CartesianGrid stroke={COLORS.grid} vertical={false} />
        <XAxis dataKey="day" tickFormatter={(day: string) => day.slice(5)} stroke={COLORS.axis} tick={{ fontSize: 12 }} minTickGap={16} />
        <YAxis allowDecimals={money !== null} stroke={COLORS.axis} tick={{ fontSize: 12 }} />
        <Tooltip
          cursor={{ fill: COLORS.grid }}
          formatter={(value) => (money && typeof value === "number" ? money.format(value) : value)}
          contentStyle={{ backgroundColor: COLORS.panel, border: `1px solid ${COLORS.grid}`, borderRadius: 8 }}
          labelStyle={{ color: "#fafafa" }}
        />
        <Legend wrapperStyle={{ fontSize: 14 }} />
        {series.map((s) => (
          <Bar key={s.key} dataKey={s.key} name={s.name} fill={s.color} isAnimationActive={false} />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}
