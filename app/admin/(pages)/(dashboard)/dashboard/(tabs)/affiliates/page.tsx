import { readSection } from "@/lib/admin/dashboard-section";
import { listAffiliateApplications } from "@/lib/admin/list-affiliate-applications";
import { requireAdmin } from "@/lib/auth/require-admin";

import { AffiliateApplications } from "@/components/admin/affiliate-applications";
import { DashboardTabPanel } from "@/components/admin/dashboard-tab-panel";

/** Affiliates: the applications, newest 100, with their review and the accounts' suspension. */
export default async function AffiliatesTabPage() {
  await requireAdmin();
  const applications = await readSection("affiliates", () => listAffiliateApplications({ limit: 100 }));
  return (
    <DashboardTabPanel tab="affiliates">
      <AffiliateApplications rows={applications ?? []} />
    </DashboardTabPanel>
  );
}
