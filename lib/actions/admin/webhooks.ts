"use server";

import { revalidatePath } from "next/cache";

import { adminAction } from "@/lib/auth/admin-action";
import { DASHBOARD_PATH } from "@/lib/content/admin-routes";
import { requestIp } from "@/lib/http/request-ip";
import { processWebhookEventAgainSchema } from "@/lib/paypal/webhook-schemas";
import { processWebhookEventAgain } from "@/lib/webhooks/process-webhook-event-again";

/** The Webhooks tab's "Process again" for a failed event; answers how it ended this time (audited). */
export const processWebhookEventAgainAction = adminAction(processWebhookEventAgainSchema, async ({ id }, ctx) => {
  try {
    return await processWebhookEventAgain(id, { ...ctx, ipAddress: await requestIp() });
  } finally {
    revalidatePath(DASHBOARD_PATH, "layout");
  }
});
