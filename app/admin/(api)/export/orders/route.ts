import { csvResponse } from "@/lib/admin/csv-response";
import { exportOrdersCsv } from "@/lib/admin/export-orders-csv";
import { exportRangeSchema } from "@/lib/admin/schemas";
import { withAdmin } from "@/lib/auth/with-admin";
import { clientIp } from "@/lib/http/client-address";

export const dynamic = "force-dynamic";

// GET /admin/export/orders[?from=YYYY-MM-DD&to=YYYY-MM-DD] – every order created in the range (UTC days), oldest first, as a CSV download (audited).
export const GET = withAdmin({ query: exportRangeSchema }, async (req, { admin, query }) =>
  csvResponse("orders", query, await exportOrdersCsv(query, { admin, ipAddress: clientIp(req.headers) })),
);
