import { NextResponse } from "next/server";

import { getStats } from "@/lib/admin/get-stats";
import { withAdmin } from "@/lib/auth/with-admin";

export const dynamic = "force-dynamic";

// GET /admin/stats – the dashboard's counts: { stats: { totalLicenses, activeLicenses, auditLogCount } }.
export const GET = withAdmin(async () => NextResponse.json({ stats: await getStats() }, { headers: { "Cache-Control": "no-store" } }));
