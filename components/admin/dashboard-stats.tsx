import { readSection } from "@/lib/admin/dashboard-section";
import { getStats } from "@/lib/admin/get-stats";
import { ADMIN_TOASTS, ADMIN_DASHBOARD as D } from "@/lib/content/admin/dashboard";

import { ToastOnMount } from "./toast-on-mount";
import { UserListDialog } from "./user-list-dialog";

const CARD = "rounded-xl border border-ink-700 bg-ink-900 p-5";
const LABEL = "block text-sm text-zinc-400";

function StatsRegion({ pending = false, children }: { pending?: boolean; children: React.ReactNode }) {
  return (
    <section aria-label={D.statsRegion} aria-busy={pending || undefined} className="mt-6 grid gap-4 sm:grid-cols-3">
      {children}
    </section>
  );
}

/**
 * The dashboard's three stat cards; Total and Active open the user lists.
 * The layout streams them in (inside <Suspense>): their counts run over the
 * whole licenses table, the slowest read any tab has, so a tab's first byte
 * waits for its own reads only.
 */
export async function DashboardStats() {
  const stats = await readSection("stats", getStats);
  return (
    <StatsRegion>
      {stats ? null : <ToastOnMount message={ADMIN_TOASTS.statsFailed} />}
      <UserListDialog label={D.stats.total} value={stats?.totalLicenses ?? 0} activeOnly={false} />
      <UserListDialog label={D.stats.active} value={stats?.activeLicenses ?? 0} activeOnly />
      <div className={CARD}>
        <span className={LABEL}>{D.stats.logs}</span>
        <span className="mt-1 block text-3xl font-bold text-zinc-50">{stats?.auditLogCount ?? 0}</span>
      </div>
    </StatsRegion>
  );
}

/** The cards while their counts are read: labels in place and no figure yet, so nothing moves when they arrive. */
export function DashboardStatsPending() {
  return (
    <StatsRegion pending>
      {[D.stats.total, D.stats.active, D.stats.logs].map((label) => (
        <div key={label} className={CARD}>
          <span className={LABEL}>{label}</span>
          <span className="mt-1 block h-9 w-16 animate-pulse rounded bg-ink-800" />
        </div>
      ))}
    </StatsRegion>
  );
}
