import { Suspense } from "react";
import type { Metadata } from "next";

import { logoutAction } from "@/lib/admin/actions/logout";
import { signOutEverywhereAction } from "@/lib/admin/actions/sessions";
import { requireAdmin } from "@/lib/auth/require-admin";
import { ADMIN_DASHBOARD as D } from "@/lib/content/admin/dashboard";
import { DASHBOARD_TABS, dashboardHref } from "@/lib/content/admin/routes";

import { TabLinks } from "@/components/ui/tab-links";

import { DashboardStats, DashboardStatsPending } from "@/components/admin/dashboard-stats";
import { SignOutEverywhereButton } from "@/components/admin/sign-out-everywhere-button";

export const metadata: Metadata = { title: D.title, robots: { index: false, follow: false } };

const TABS = DASHBOARD_TABS.map((tab) => ({ segment: tab, href: dashboardHref(tab), label: D.tabs[tab] }));

/**
 * What every tab of the dashboard shows above it: the heading, logout, the
 * three stat cards and the tab list. Each tab is a page of its own below
 * this layout and reads only its own data; the stat cards stream in after
 * it. A layout stays mounted while the admin moves between tabs, so the
 * cards are read on a page load or after a change (the actions revalidate
 * the dashboard), not on every tab.
 */
export default async function DashboardTabsLayout({ children }: { children: React.ReactNode }) {
  // The pages below check the session themselves too: Next renders a layout and its page at the same time.
  const admin = await requireAdmin();
  return (
    <>
      <header className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-3xl font-extrabold text-zinc-50">{D.heading}</h1>
          <p className="text-sm text-zinc-400">{D.signedInAs(admin.username)}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <SignOutEverywhereButton action={signOutEverywhereAction} />
          <form action={logoutAction}>
            <button type="submit" className="rounded-lg border border-ink-700 px-4 py-2 font-semibold hover:border-red-500">
              {D.logout}
            </button>
          </form>
        </div>
      </header>

      <Suspense fallback={<DashboardStatsPending />}>
        <DashboardStats />
      </Suspense>

      <div className="mt-8">
        <TabLinks label={D.tabList} tabs={TABS} />
        {children}
      </div>
    </>
  );
}
