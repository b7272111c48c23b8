import { NextResponse } from "next/server";

import { listAuditLog } from "@/lib/admin/list-audit-log";
import { withAdmin } from "@/lib/auth/with-admin";

export const dynamic = "force-dynamic";

// GET /admin/audit-log?limit=50[&cursor=&action=&user=] – newest entries first: { logs, nextCursor }.
export const GET = withAdmin(async (req) => {
  const params = Object.fromEntries(new URL(req.url).searchParams);
  return NextResponse.json(await listAuditLog(params), { headers: { "Cache-Control": "no-store" } });
});
