import { NextResponse } from "next/server";

import { withAdmin } from "@/lib/auth/with-admin";
import { clientIp } from "@/lib/http/client-address";
import { enableWebhookEndpoint } from "@/lib/outgoing-webhooks/enable-webhook-endpoint";
import { webhookEndpointIdSchema } from "@/lib/outgoing-webhooks/schemas";

export const dynamic = "force-dynamic";

// POST /admin/webhook-endpoints/{id}/enable – a disabled endpoint hears events again: { endpoint }.
export const POST = withAdmin({ params: webhookEndpointIdSchema }, async (req, { admin, params: { id } }) =>
  NextResponse.json({ endpoint: await enableWebhookEndpoint(id, { admin, ipAddress: clientIp(req.headers) }) }),
);
