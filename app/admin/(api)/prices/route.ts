import { NextResponse } from "next/server";

import { withAdmin } from "@/lib/auth/with-admin";
import { clientIp } from "@/lib/http/client-address";
import { listPricePoints } from "@/lib/pricing/list-price-points";
import { setPricePointSchema } from "@/lib/pricing/schemas";
import { setPricePoint } from "@/lib/pricing/set-price-point";

export const dynamic = "force-dynamic";

// GET /admin/prices – every currency a price point may be set in, with its point or null: { prices }.
export const GET = withAdmin(async () => NextResponse.json({ prices: await listPricePoints() }, { headers: { "Cache-Control": "no-store" } }));

// POST /admin/prices – set { currency, amountCents } (null stops offering it); 200 { price }.
// withAdmin refuses a post from another site's page (the session is a cookie) before it parses the body.
export const POST = withAdmin({ body: setPricePointSchema }, async (req, { admin, body }) =>
  NextResponse.json({ price: await setPricePoint(body, { admin, ipAddress: clientIp(req.headers) }) }),
);
