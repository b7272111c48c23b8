import { readSection } from "@/lib/admin/dashboard-section";
import { listBans } from "@/lib/admin/list-bans";
import { listDisputes } from "@/lib/admin/list-disputes";
import { requireAdmin } from "@/lib/auth/require-admin";

import { BanList } from "@/components/admin/ban-list";
import { DashboardTabPanel } from "@/components/admin/dashboard-tab-panel";
import { Disputes } from "@/components/admin/disputes";

/** Disputes: PayPal's disputes of the shop's captures, open ones first by due date, and the ban list. */
export default async function DisputesTabPage() {
  await requireAdmin();
  const [disputes, bans] = await Promise.all([readSection("disputes", () => listDisputes()), readSection("bans", () => listBans())]);
  return (
    <DashboardTabPanel tab="disputes">
      <div className="space-y-10">
        <Disputes disputes={disputes ?? []} />
        <BanList bans={bans ?? []} />
      </div>
    </DashboardTabPanel>
  );
}
