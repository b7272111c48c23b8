import { readSection } from "@/lib/admin/dashboard-section";
import { listAffiliateApplications } from "@/lib/admin/list-affiliate-applications";
import { listOpenCommissions } from "@/lib/admin/list-open-commissions";
import { referralPerformance } from "@/lib/admin/referral-performance";
import { requireAdmin } from "@/lib/auth/require-admin";
import { listCreatorCodes } from "@/lib/pricing/list-creator-codes";

import { CreatorCodes } from "@/components/admin/creator-codes";
import { DashboardTabPanel } from "@/components/admin/dashboard-tab-panel";
import { OpenCommissions } from "@/components/admin/open-commissions";
import { ReferralPerformance } from "@/components/admin/referral-performance";

/**
 * Referral Links: the creator codes (the one form that makes them, a code may go to an approved affiliate, and their
 * terms), each code's performance, the open commission lines.
 */
export default async function ReferralsTabPage() {
  await requireAdmin();
  const [applications, codes, referrals, openLines] = await Promise.all([
    readSection("affiliates", () => listAffiliateApplications({ limit: 100 })),
    readSection("creator codes", listCreatorCodes),
    readSection("referrals", referralPerformance),
    readSection("open commissions", listOpenCommissions),
  ]);
  const approved = (applications ?? []).filter((a) => a.status === "APPROVED").map((a) => ({ id: a.id, name: a.name }));
  return (
    <DashboardTabPanel tab="referrals" className="space-y-8">
      <CreatorCodes rows={codes ?? []} affiliates={approved} />
      <ReferralPerformance rows={referrals ?? []} />
      <OpenCommissions rows={openLines ?? []} />
    </DashboardTabPanel>
  );
}
