import { NextResponse } from "next/server";

import { listWebhookEndpoints } from "@/lib/admin/webhook-endpoints";
import { withAdmin } from "@/lib/auth/with-admin";
import { clientIp } from "@/lib/http/client-address";
import { createWebhookEndpoint } from "@/lib/outgoing-webhooks/create-webhook-endpoint";
import { createWebhookEndpointSchema } from "@/lib/outgoing-webhooks/schemas";

export const dynamic = "force-dynamic";

// GET /admin/webhook-endpoints – every outgoing endpoint with its newest deliveries and their tries: { endpoints }.
export const GET = withAdmin(async () => NextResponse.json({ endpoints: await listWebhookEndpoints() }, { headers: { "Cache-Control": "no-store" } }));

// POST /admin/webhook-endpoints – add an endpoint: 201 { endpoint, secret }, the secret shown this once. A URL that is
// not https or leads to a private address is a 422 naming the url field.
export const POST = withAdmin({ body: createWebhookEndpointSchema }, async (req, { admin, body }) => {
  const created = await createWebhookEndpoint(body, { admin, ipAddress: clientIp(req.headers) });
  return NextResponse.json(created, { status: 201, headers: { "Cache-Control": "no-store" } });
});
