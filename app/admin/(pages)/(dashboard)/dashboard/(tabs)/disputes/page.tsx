import { readSection } from "@/lib/admin/dashboard-section";
import { listDisputes } from "@/lib/admin/list-disputes";
import { requireAdmin } from "@/lib/auth/require-admin";

import { DashboardTabPanel } from "@/components/admin/dashboard-tab-panel";
import { Disputes } from "@/components/admin/disputes";

/** Disputes: PayPal's disputes of the shop's captures, open ones first by due date. */
export default async function DisputesTabPage() {
  await requireAdmin();
  const disputes = await readSection("disputes", () => listDisputes());
  return (
    <DashboardTabPanel tab="disputes">
      <Disputes disputes={disputes ?? []} />
    </DashboardTabPanel>
  );
}
