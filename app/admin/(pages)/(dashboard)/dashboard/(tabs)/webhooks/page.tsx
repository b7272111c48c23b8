import { queryValue, readSection, type SearchParams } from "@/lib/admin/dashboard-section";
import { listWebhookEvents } from "@/lib/admin/list-webhook-events";
import { adminPageSchema } from "@/lib/admin/schemas";
import { listWebhookEndpoints } from "@/lib/admin/webhook-endpoints";
import { parseWith } from "@/lib/api/parse";
import { requireAdmin } from "@/lib/auth/require-admin";
import { ADMIN_WEBHOOK_ENDPOINTS } from "@/lib/content/admin/webhooks";

import { DashboardTabPanel } from "@/components/admin/dashboard-tab-panel";
import { WebhookEndpoints } from "@/components/admin/webhook-endpoints";
import { WebhookEvents } from "@/components/admin/webhook-events";

/**
 * Webhooks: the seller's own endpoints (outgoing, with their delivery logs), then PayPal's events as received,
 * newest 50 a page, with "Process again".
 */
export default async function WebhooksTabPage({ searchParams }: { searchParams: SearchParams }) {
  await requireAdmin();
  const cursor = queryValue((await searchParams).webhooksCursor);
  const [endpoints, webhooks] = await Promise.all([
    readSection("webhook endpoints", listWebhookEndpoints),
    readSection("webhook events", () => listWebhookEvents(parseWith(adminPageSchema, { limit: 50, cursor }))),
  ]);
  return (
    <DashboardTabPanel tab="webhooks" className="space-y-8">
      <WebhookEndpoints endpoints={endpoints ?? []} />
      <section aria-labelledby="paypal-events-heading" className="space-y-3">
        <h2 id="paypal-events-heading" className="text-xl font-bold text-zinc-50">
          {ADMIN_WEBHOOK_ENDPOINTS.paypalHeading}
        </h2>
        <WebhookEvents events={webhooks?.events ?? []} nextCursor={webhooks?.nextCursor ?? null} />
      </section>
    </DashboardTabPanel>
  );
}
