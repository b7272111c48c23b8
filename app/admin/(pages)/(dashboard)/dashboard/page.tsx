import { redirect } from "next/navigation";

import { queryValue, type SearchParams } from "@/lib/admin/dashboard-section";
import { requireAdmin } from "@/lib/auth/require-admin";
import { DASHBOARD_TABS, dashboardHref } from "@/lib/content/admin/routes";

/**
 * /admin/dashboard, where sign-in lands, opens the first tab. The addresses
 * of the dashboard when its tabs were one page, /admin/dashboard?tab=<tab>
 * with that tab's query (bookmarks, links in older e-mails), open that tab
 * with the rest of their query; an unknown tab opens the first, as it did.
 */
export default async function AdminDashboardPage({ searchParams }: { searchParams: SearchParams }) {
  await requireAdmin();
  const { tab, ...query } = await searchParams;
  const open = DASHBOARD_TABS.find((t) => t === queryValue(tab)) ?? DASHBOARD_TABS[0];
  redirect(dashboardHref(open, Object.fromEntries(Object.entries(query).map(([name, value]) => [name, queryValue(value)]))));
}
