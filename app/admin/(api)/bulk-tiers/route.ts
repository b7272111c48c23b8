import { NextResponse } from "next/server";

import { withAdmin } from "@/lib/auth/with-admin";
import { clientIp } from "@/lib/http/client-address";
import { listBulkTiers } from "@/lib/pricing/list-bulk-tiers";
import { saveBulkTiers } from "@/lib/pricing/save-bulk-tiers";
import { saveBulkTiersSchema } from "@/lib/pricing/schemas";

export const dynamic = "force-dynamic";

// GET /admin/bulk-tiers – the bulk discount tiers, smallest pack first: { tiers, updatedBy, updatedAt }.
export const GET = withAdmin(async () => NextResponse.json(await listBulkTiers(), { headers: { "Cache-Control": "no-store" } }));

// POST /admin/bulk-tiers – replace them all with { tiers } (an empty list removes them); 200 with the tiers saved.
// withAdmin refuses a post from another site's page (the session is a cookie) before it parses the body.
export const POST = withAdmin({ body: saveBulkTiersSchema }, async (req, { admin, body }) =>
  NextResponse.json(await saveBulkTiers(body, { admin, ipAddress: clientIp(req.headers) })),
);
