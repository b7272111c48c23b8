import { queryValue, readSection, type SearchParams } from "@/lib/admin/dashboard-section";
import { listOutbox } from "@/lib/admin/list-outbox";
import { adminPageSchema } from "@/lib/admin/schemas";
import { parseWith } from "@/lib/api/parse";
import { requireAdmin } from "@/lib/auth/require-admin";

import { DashboardTabPanel } from "@/components/admin/dashboard-tab-panel";
import { MailOutbox } from "@/components/admin/mail-outbox";

/** Mail: the e-mail outbox, newest 50 a page, with "Send again". */
export default async function MailTabPage({ searchParams }: { searchParams: SearchParams }) {
  await requireAdmin();
  const cursor = queryValue((await searchParams).mailCursor);
  const outbox = await readSection("outbox", () => listOutbox(parseWith(adminPageSchema, { limit: 50, cursor })));
  return (
    <DashboardTabPanel tab="mail">
      <MailOutbox messages={outbox?.messages ?? []} nextCursor={outbox?.nextCursor ?? null} />
    </DashboardTabPanel>
  );
}
