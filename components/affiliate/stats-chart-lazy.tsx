"use client";

import dynamic from "next/dynamic";

import { AFFILIATE_STATS as S } from "@/lib/content/affiliate-portal";

/**
 * The statistics chart, loaded after the portal's page and in the browser only (next/dynamic, no SSR), so
 * Recharts is a chunk of its own that no other page's first load includes, and the page's HTML never waits for it.
 */
export const StatsChartLazy = dynamic(() => import("@/components/affiliate/stats-chart").then((m) => m.StatsChart), {
  ssr: false,
  loading: () => <p className="flex h-full items-center justify-center text-sm text-zinc-400">{S.chartLoading}</p>,
});
