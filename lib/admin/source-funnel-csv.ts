import "server-only";

import { csvRow } from "@/lib/admin/csv";
import { SOURCE_FUNNEL as F } from "@/lib/content/source-funnel";
import { FUNNEL_STEPS, sourceFunnelByDay } from "@/lib/referrals/source-funnel";

/** The funnel per source per UTC day of a period, as CSV: no personal data (sources and counts only). */
export async function sourceFunnelCsv(period: { from: string; to: string }): Promise<string> {
  const rows = await sourceFunnelByDay(period);
  return (
    csvRow(F.csvHeader) +
    rows.map((r) => csvRow([r.day, r.code ?? "", r.utmSource ?? "", r.utmCampaign ?? "", ...FUNNEL_STEPS.map((step) => r[step])])).join("")
  );
}
