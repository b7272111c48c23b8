import { NextResponse } from "next/server";

import { listLicenses } from "@/lib/admin/list-licenses";
import { listLicensesSchema } from "@/lib/admin/schemas";
import { withAdmin } from "@/lib/auth/with-admin";

export const dynamic = "force-dynamic";

// GET /admin/list-uuids?search=&active_only=&limit=&sort_by=&order= – whitelist entries: { uuids }.
export const GET = withAdmin({ query: listLicensesSchema }, async (_req, { query }) =>
  NextResponse.json({ uuids: await listLicenses(query) }, { headers: { "Cache-Control": "no-store" } }),
);
