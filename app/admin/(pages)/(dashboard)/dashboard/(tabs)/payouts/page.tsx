import { readSection } from "@/lib/admin/dashboard-section";
import { listPayoutRuns } from "@/lib/admin/list-payout-runs";
import { requireAdmin } from "@/lib/auth/require-admin";

import { DashboardTabPanel } from "@/components/admin/dashboard-tab-panel";
import { PayoutRuns } from "@/components/admin/payout-runs";

/** Payouts: the monthly runs, to review and confirm. */
export default async function PayoutsTabPage() {
  await requireAdmin();
  const payouts = await readSection("payouts", listPayoutRuns);
  return (
    <DashboardTabPanel tab="payouts">
      <PayoutRuns runs={payouts ?? []} />
    </DashboardTabPanel>
  );
}
