import { csvAttachment } from "@/lib/admin/csv-response";
import { exportTaxCsv } from "@/lib/admin/export-tax-csv";
import { withAdmin } from "@/lib/auth/with-admin";
import { clientIp } from "@/lib/http/client-address";
import { taxExportQuerySchema } from "@/lib/tax/schemas";

export const dynamic = "force-dynamic";

// GET /admin/export/tax?quarter=2026-Q4 – a quarter's VAT return per country and rate, in USD and, with the quarter's exchange rate saved, EUR, as a CSV download (audited with the rate).
export const GET = withAdmin({ query: taxExportQuerySchema }, async (req, { admin, query }) =>
  csvAttachment(`vat-return-${query.quarter}.csv`, await exportTaxCsv(query.quarter, { admin, ipAddress: clientIp(req.headers) })),
);
