import type { Metadata } from "next";

import { signOutEverywhereAction } from "@/lib/actions/admin/sessions";
import { logoutAction } from "@/lib/actions/logout";
import { readSection } from "@/lib/admin/dashboard-section";
import { getStats } from "@/lib/admin/get-stats";
import { requireAdmin } from "@/lib/auth/require-admin";
import { ADMIN_TOASTS, ADMIN_DASHBOARD as D } from "@/lib/content/admin";
import { DASHBOARD_TABS, dashboardHref } from "@/lib/content/admin-routes";

import { TabLinks } from "@/components/ui/tab-links";

import { SignOutEverywhereButton } from "@/components/admin/sign-out-everywhere-button";
import { ToastOnMount } from "@/components/admin/toast-on-mount";
import { UserListDialog } from "@/components/admin/user-list-dialog";

export const metadata: Metadata = { title: D.title, robots: { index: false, follow: false } };

const TABS = DASHBOARD_TABS.map((tab) => ({ segment: tab, href: dashboardHref(tab), label: D.tabs[tab] }));

/**
 * What every tab of the dashboard shows above it: the heading, logout, the
 * three stat cards and the tab list. Each tab is a page of its own below
 * this layout and reads only its own data; a layout stays mounted while the
 * admin moves between tabs, so the stat cards are read on a page load or
 * after a change (the actions revalidate the dashboard), not on every tab.
 */
export default async function DashboardTabsLayout({ children }: { children: React.ReactNode }) {
  // The pages below check the session themselves too: Next renders a layout and its page at the same time.
  const admin = await requireAdmin();
  const stats = await readSection("stats", getStats);
  return (
    <>
      {stats ? null : <ToastOnMount message={ADMIN_TOASTS.statsFailed} />}
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

      <section aria-label={D.statsRegion} className="mt-6 grid gap-4 sm:grid-cols-3">
        <UserListDialog label={D.stats.total} value={stats?.totalLicenses ?? 0} activeOnly={false} />
        <UserListDialog label={D.stats.active} value={stats?.activeLicenses ?? 0} activeOnly />
        <div className="rounded-xl border border-ink-700 bg-ink-900 p-5">
          <span className="block text-sm text-zinc-400">{D.stats.logs}</span>
          <span className="mt-1 block text-3xl font-bold text-zinc-50">{stats?.auditLogCount ?? 0}</span>
        </div>
      </section>

      <div className="mt-8">
        <TabLinks label={D.tabList} tabs={TABS} />
        {children}
      </div>
    </>
  );
}
