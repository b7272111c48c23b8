"use client";

import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";

import type { StatsDay } from "@/lib/affiliates/affiliate-stats";
import { AFFILIATE_STATS as S } from "@/lib/content/affiliate-portal";

/** The portal's dark palette (app/globals.css) and Tailwind's sky-400 / brand-400 for the two series. */
const COLORS = { clicks: "#38bdf8", sales: "#4ade80", grid: "#26332d", axis: "#a1a1aa", panel: "#111815" };

/**
 * Clicks and sales per day as bars (Recharts). Only the portal loads it, through StatsChartLazy. Its
 * keyboard layer is off: the wrapper labels it as one image, and the table beside it has the numbers.
 */
export function StatsChart({ days }: { days: StatsDay[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={days} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
        <CartesianGrid stroke={COLORS.grid} vertical={false} />
        <XAxis dataKey="day" tickFormatter={(day: string) => day.slice(5)} stroke={COLORS.axis} tick={{ fontSize: 12 }} minTickGap={16} />
        <YAxis allowDecimals={false} stroke={COLORS.axis} tick={{ fontSize: 12 }} />
        <Tooltip
          cursor={{ fill: COLORS.grid }}
          contentStyle={{ backgroundColor: COLORS.panel, border: `1px solid ${COLORS.grid}`, borderRadius: 8 }}
          labelStyle={{ color: "#fafafa" }}
        />
        <Legend wrapperStyle={{ fontSize: 14 }} />
        <Bar dataKey="clicks" name={S.series.clicks} fill={COLORS.clicks} isAnimationActive={false} />
        <Bar dataKey="sales" name={S.series.sales} fill={COLORS.sales} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}
