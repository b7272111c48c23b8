import { queryValue, readSection, type SearchParams } from "@/lib/admin/dashboard-section";
import { listAuditActions, listAuditLog } from "@/lib/admin/list-audit-log";
import { listAuditLogSchema } from "@/lib/admin/schemas";
import { parseWith } from "@/lib/api/parse";
import { requireAdmin } from "@/lib/auth/require-admin";
import { ADMIN_TOASTS } from "@/lib/content/admin/dashboard";

import { ActivityLog } from "@/components/admin/activity-log";
import { DashboardTabPanel } from "@/components/admin/dashboard-tab-panel";
import { ToastOnMount } from "@/components/admin/toast-on-mount";

/** Activity Logs: the audit log, newest 50 a page, filtered by action or user; a page that cannot be read shows the spec's toast. */
export default async function LogsTabPage({ searchParams }: { searchParams: SearchParams }) {
  await requireAdmin();
  const params = await searchParams;
  const filters = { action: queryValue(params.action), user: queryValue(params.user) };
  const [logs, actions] = await Promise.all([
    readSection("audit log", () => listAuditLog(parseWith(listAuditLogSchema, { limit: 50, cursor: queryValue(params.cursor), ...filters }))),
    readSection("audit actions", listAuditActions),
  ]);
  return (
    <DashboardTabPanel tab="logs">
      {logs ? null : <ToastOnMount message={ADMIN_TOASTS.logsFailed} />}
      <ActivityLog logs={logs?.logs ?? []} nextCursor={logs?.nextCursor ?? null} filters={filters} actions={actions ?? []} />
    </DashboardTabPanel>
  );
}
