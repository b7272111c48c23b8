import { NextResponse } from "next/server";

import { listDisputes } from "@/lib/admin/list-disputes";
import { withAdmin } from "@/lib/auth/with-admin";

export const dynamic = "force-dynamic";

// GET /admin/disputes – PayPal's disputes of the shop's captures: the open ones first by due date (with the days
// left), then the newest resolved: { disputes }.
export const GET = withAdmin(async () => NextResponse.json({ disputes: await listDisputes() }, { headers: { "Cache-Control": "no-store" } }));
