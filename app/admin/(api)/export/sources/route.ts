import { csvAttachment } from "@/lib/admin/csv-response";
import { sourceFunnelQuerySchema } from "@/lib/admin/schemas";
import { sourceFunnelCsv } from "@/lib/admin/source-funnel-csv";
import { withAdmin } from "@/lib/auth/with-admin";

export const dynamic = "force-dynamic";

// GET /admin/export/sources?from=2026-11-01&to=2026-11-30 – the funnel per source (creator code, utm_source,
// utm_campaign) per UTC day of the period, both days included, at most a year: visitors, checkouts, paid, refunded,
// first checks of the mod. A CSV download with no personal data.
export const GET = withAdmin({ query: sourceFunnelQuerySchema }, async (_req, { query }) =>
  csvAttachment(`sources-${query.from}-to-${query.to}.csv`, await sourceFunnelCsv(query)),
);
