import { queryValue, readSection, type SearchParams } from "@/lib/admin/dashboard-section";
import { listWebhookEvents } from "@/lib/admin/list-webhook-events";
import { adminPageSchema } from "@/lib/admin/schemas";
import { parseWith } from "@/lib/api/parse";
import { requireAdmin } from "@/lib/auth/require-admin";

import { DashboardTabPanel } from "@/components/admin/dashboard-tab-panel";
import { WebhookEvents } from "@/components/admin/webhook-events";

/** Webhooks: PayPal's events as received, newest 50 a page, with "Process again". */
export default async function WebhooksTabPage({ searchParams }: { searchParams: SearchParams }) {
  await requireAdmin();
  const cursor = queryValue((await searchParams).webhooksCursor);
  const webhooks = await readSection("webhook events", () => listWebhookEvents(parseWith(adminPageSchema, { limit: 50, cursor })));
  return (
    <DashboardTabPanel tab="webhooks">
      <WebhookEvents events={webhooks?.events ?? []} nextCursor={webhooks?.nextCursor ?? null} />
    </DashboardTabPanel>
  );
}
