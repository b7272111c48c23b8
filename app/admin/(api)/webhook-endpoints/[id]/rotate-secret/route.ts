import { NextResponse } from "next/server";

import { withAdmin } from "@/lib/auth/with-admin";
import { clientIp } from "@/lib/http/client-address";
import { rotateWebhookSecret } from "@/lib/outgoing-webhooks/rotate-webhook-secret";
import { webhookEndpointIdSchema } from "@/lib/outgoing-webhooks/schemas";

export const dynamic = "force-dynamic";

// POST /admin/webhook-endpoints/{id}/rotate-secret – a new signing secret, shown this once: { endpoint, secret }. The
// one before signs too for 24 hours.
export const POST = withAdmin({ params: webhookEndpointIdSchema }, async (req, { admin, params: { id } }) =>
  NextResponse.json(await rotateWebhookSecret(id, { admin, ipAddress: clientIp(req.headers) }), { headers: { "Cache-Control": "no-store" } }),
);
