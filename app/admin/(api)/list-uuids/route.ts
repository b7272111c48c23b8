import { NextResponse } from "next/server";

import { listLicenses, listLicensesSchema } from "@/lib/admin/list-licenses";
import { parseWith } from "@/lib/api/parse";
import { withAdmin } from "@/lib/auth/with-admin";

export const dynamic = "force-dynamic";

// GET /admin/list-uuids?search=&active_only=&limit=&sort_by=&order= – whitelist entries: { uuids }.
export const GET = withAdmin(async (req) => {
  const query = parseWith(listLicensesSchema, Object.fromEntries(new URL(req.url).searchParams));
  return NextResponse.json({ uuids: await listLicenses(query) }, { headers: { "Cache-Control": "no-store" } });
});
