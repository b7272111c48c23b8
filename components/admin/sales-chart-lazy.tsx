"use client";

import dynamic from "next/dynamic";

import { ADMIN_OVERVIEW as O } from "@/lib/content/admin/overview";

/**
 * The overview's charts, loaded in the browser only when the Overview tab is shown (next/dynamic, no SSR; the
 * tab's content mounts only while it is open), so Recharts is a chunk of its own that no page's first load
 * includes, the dashboard's neither.
 */
export const SalesChartLazy = dynamic(() => import("@/components/admin/sales-chart").then((m) => m.SalesChart), {
  ssr: false,
  loading: () => <p className="flex h-full items-center justify-center text-sm text-zinc-400">{O.chartLoading}</p>,
});
