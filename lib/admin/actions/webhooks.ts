"use server";

import { adminAction } from "@/lib/auth/admin-action";
import { DASHBOARD_LAYOUT } from "@/lib/content/admin/routes";
import { processWebhookEventAgainSchema } from "@/lib/paypal/webhook-schemas";
import { processWebhookEventAgain } from "@/lib/webhooks/process-webhook-event-again";

/** The Webhooks tab's "Process again" for a failed event; answers how it ended this time (audited). */
export const processWebhookEventAgainAction = adminAction({ schema: processWebhookEventAgainSchema, refresh: [DASHBOARD_LAYOUT] }, ({ id }, ctx) =>
  processWebhookEventAgain(id, ctx),
);
