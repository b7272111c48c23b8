import { NextResponse } from "next/server";

import { listAuditLog } from "@/lib/admin/list-audit-log";
import { listAuditLogSchema } from "@/lib/admin/schemas";
import { withAdmin } from "@/lib/auth/with-admin";

export const dynamic = "force-dynamic";

// GET /admin/audit-log?limit=50[&cursor=&action=&user=] – newest entries first: { logs, nextCursor }.
export const GET = withAdmin({ query: listAuditLogSchema }, async (_req, { query }) =>
  NextResponse.json(await listAuditLog(query), { headers: { "Cache-Control": "no-store" } }),
);
