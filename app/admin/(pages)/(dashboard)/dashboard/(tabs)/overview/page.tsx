import { queryValue, readSection, type SearchParams } from "@/lib/admin/dashboard-section";
import { salesOverview } from "@/lib/admin/sales-overview";
import { overviewRangeSchema } from "@/lib/admin/schemas";
import { requireAdmin } from "@/lib/auth/require-admin";
import { ADMIN_DASHBOARD as D } from "@/lib/content/admin/dashboard";
import { sourceFunnel } from "@/lib/referrals/source-funnel";

import { DashboardTabPanel } from "@/components/admin/dashboard-tab-panel";
import { SalesOverview } from "@/components/admin/sales-overview";
import { SourceFunnel } from "@/components/admin/source-funnel";

/**
 * Overview: sales, refunds, new licenses and the checkout funnel per UTC day of the last 30 or 90 days, and the
 * funnel per source over the same days.
 */
export default async function OverviewTabPage({ searchParams }: { searchParams: SearchParams }) {
  await requireAdmin();
  const { range } = overviewRangeSchema.parse({ range: queryValue((await searchParams).range) });
  const overview = await readSection("overview", () => salesOverview(range));
  const sources = overview && (await readSection("sources", () => sourceFunnel({ from: overview.from, to: overview.to })));
  return (
    <DashboardTabPanel tab="overview" className="space-y-8">
      {overview ? <SalesOverview overview={overview} /> : <p className="text-zinc-300">{D.overviewFailed}</p>}
      {overview && sources ? <SourceFunnel rows={sources} from={overview.from} to={overview.to} /> : null}
    </DashboardTabPanel>
  );
}
