import { readSection } from "@/lib/admin/dashboard-section";
import { listAffiliateApplications } from "@/lib/admin/list-affiliate-applications";
import { listPendingVanityCodeRequests } from "@/lib/admin/list-vanity-code-requests";
import { requireAdmin } from "@/lib/auth/require-admin";
import { ADMIN_AFFILIATES } from "@/lib/content/admin/affiliates";
import { MAX_CODES_PER_AFFILIATE } from "@/lib/referrals/affiliate-code-limit";

import { AffiliateApplications } from "@/components/admin/affiliate-applications";
import { DashboardTabPanel } from "@/components/admin/dashboard-tab-panel";
import { VanityCodeRequests } from "@/components/admin/vanity-code-requests";

/**
 * Affiliates: the vanity codes affiliates asked for (oldest 100 waiting), then the applications, newest 100, with
 * their review and the accounts' suspension.
 */
export default async function AffiliatesTabPage() {
  await requireAdmin();
  const [vanityRequests, applications] = await Promise.all([
    readSection("vanity code requests", () => listPendingVanityCodeRequests({ limit: 100 })),
    readSection("affiliates", () => listAffiliateApplications({ limit: 100 })),
  ]);
  return (
    <DashboardTabPanel tab="affiliates" className="space-y-8">
      <VanityCodeRequests rows={vanityRequests ?? []} maxCodes={MAX_CODES_PER_AFFILIATE} />
      <section aria-labelledby="applications-heading" className="space-y-3">
        <h2 id="applications-heading" className="text-lg font-bold text-zinc-50">
          {ADMIN_AFFILIATES.heading}
        </h2>
        <AffiliateApplications rows={applications ?? []} />
      </section>
    </DashboardTabPanel>
  );
}
