"use server";

import { adminAction } from "@/lib/auth/admin-action";
import { DASHBOARD_LAYOUT } from "@/lib/content/admin/routes";
import { createWebhookEndpoint } from "@/lib/outgoing-webhooks/create-webhook-endpoint";
import { enableWebhookEndpoint } from "@/lib/outgoing-webhooks/enable-webhook-endpoint";
import { redeliverWebhook } from "@/lib/outgoing-webhooks/redeliver-webhook";
import { rotateWebhookSecret } from "@/lib/outgoing-webhooks/rotate-webhook-secret";
import { createWebhookEndpointSchema, webhookDeliveryIdSchema, webhookEndpointIdSchema } from "@/lib/outgoing-webhooks/schemas";
import { processWebhookEventAgainSchema } from "@/lib/paypal/webhook-schemas";
import { processWebhookEventAgain } from "@/lib/webhooks/process-webhook-event-again";

/** The Webhooks tab's "Process again" for a failed event; answers how it ended this time (audited). */
export const processWebhookEventAgainAction = adminAction({ schema: processWebhookEventAgainSchema, refresh: [DASHBOARD_LAYOUT] }, ({ id }, ctx) =>
  processWebhookEventAgain(id, ctx),
);

/** "Add endpoint": the endpoint and its signing secret, shown once. */
export const createWebhookEndpointAction = adminAction({ schema: createWebhookEndpointSchema, refresh: [DASHBOARD_LAYOUT] }, (input, ctx) =>
  createWebhookEndpoint(input, ctx),
);

/** "Rotate secret": the new secret, shown once; the old one signs too for 24 hours. */
export const rotateWebhookSecretAction = adminAction({ schema: webhookEndpointIdSchema, refresh: [DASHBOARD_LAYOUT] }, ({ id }, ctx) =>
  rotateWebhookSecret(id, ctx),
);

/** "Enable" on a disabled endpoint. */
export const enableWebhookEndpointAction = adminAction({ schema: webhookEndpointIdSchema, refresh: [DASHBOARD_LAYOUT] }, ({ id }, ctx) =>
  enableWebhookEndpoint(id, ctx),
);

/** "Redeliver" on a delivery of the log: the same message again, now. */
export const redeliverWebhookAction = adminAction({ schema: webhookDeliveryIdSchema, refresh: [DASHBOARD_LAYOUT] }, ({ id }, ctx) => redeliverWebhook(id, ctx));
