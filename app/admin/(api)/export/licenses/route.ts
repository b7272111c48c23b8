import { csvResponse } from "@/lib/admin/csv-response";
import { exportLicensesCsv } from "@/lib/admin/export-licenses-csv";
import { exportRangeSchema } from "@/lib/admin/schemas";
import { withAdmin } from "@/lib/auth/with-admin";
import { clientIp } from "@/lib/http/client-address";

export const dynamic = "force-dynamic";

// GET /admin/export/licenses[?from=YYYY-MM-DD&to=YYYY-MM-DD] – every license added in the range (UTC days), oldest first, as a CSV download (audited).
export const GET = withAdmin({ query: exportRangeSchema }, async (req, { admin, query }) =>
  csvResponse("licenses", query, await exportLicensesCsv(query, { admin, ipAddress: clientIp(req.headers) })),
);
