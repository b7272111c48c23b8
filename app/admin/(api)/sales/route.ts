import { NextResponse } from "next/server";

import { withAdmin } from "@/lib/auth/with-admin";
import { clientIp } from "@/lib/http/client-address";
import { listSales } from "@/lib/pricing/list-sales";
import { scheduleSale } from "@/lib/pricing/schedule-sale";
import { scheduleSaleSchema } from "@/lib/pricing/schemas";

export const dynamic = "force-dynamic";

// GET /admin/sales – the sales not ended and those of the last 90 days: { sales }.
export const GET = withAdmin(async () => NextResponse.json({ sales: await listSales(new Date()) }, { headers: { "Cache-Control": "no-store" } }));

// POST /admin/sales – schedule a sale { label, priceCents, startsAt, endsAt }; 201 { sale }, 409 when it overlaps another.
// withAdmin refuses a post from another site's page (the session is a cookie) before it parses the body.
export const POST = withAdmin({ body: scheduleSaleSchema }, async (req, { admin, body }) => {
  const sale = await scheduleSale(body, { admin, ipAddress: clientIp(req.headers), now: new Date() });
  return NextResponse.json({ sale }, { status: 201 });
});
