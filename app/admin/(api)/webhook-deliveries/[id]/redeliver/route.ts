import { NextResponse } from "next/server";

import { withAdmin } from "@/lib/auth/with-admin";
import { clientIp } from "@/lib/http/client-address";
import { redeliverWebhook } from "@/lib/outgoing-webhooks/redeliver-webhook";
import { webhookDeliveryIdSchema } from "@/lib/outgoing-webhooks/schemas";

export const dynamic = "force-dynamic";

// POST /admin/webhook-deliveries/{id}/redeliver – the same message (the same webhook-id) sent again now: 202 { id }.
export const POST = withAdmin({ params: webhookDeliveryIdSchema }, async (req, { admin, params: { id } }) =>
  NextResponse.json(await redeliverWebhook(id, { admin, ipAddress: clientIp(req.headers) }), { status: 202 }),
);
