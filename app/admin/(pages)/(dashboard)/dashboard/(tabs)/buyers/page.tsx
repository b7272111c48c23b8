import { requireAdmin } from "@/lib/auth/require-admin";

import { BuyerData } from "@/components/admin/buyer-data";
import { DashboardTabPanel } from "@/components/admin/dashboard-tab-panel";

/** Buyer Data: export or erase one buyer's data; the form asks the server only when used. */
export default async function BuyersTabPage() {
  await requireAdmin();
  return (
    <DashboardTabPanel tab="buyers">
      <BuyerData />
    </DashboardTabPanel>
  );
}
