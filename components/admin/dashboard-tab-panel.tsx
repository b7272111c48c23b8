import { ADMIN_DASHBOARD as D } from "@/lib/content/admin/dashboard";
import type { DashboardTab } from "@/lib/content/admin/routes";

/** One dashboard tab's content, below the tab list: a region named after its tab, as the tab panel it replaces was. */
export function DashboardTabPanel({ tab, className = "", children }: { tab: DashboardTab; className?: string; children: React.ReactNode }) {
  return (
    <section aria-label={D.tabs[tab]} className={`pt-6 ${className}`}>
      {children}
    </section>
  );
}
