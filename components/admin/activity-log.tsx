import Link from "next/link";

import { formatTime } from "@/lib/admin/format-time";
import type { AuditRow } from "@/lib/admin/list-audit-log";
import { ADMIN_TOASTS } from "@/lib/content/admin/dashboard";
import { ADMIN_LOGS as L } from "@/lib/content/admin/logs";
import { dashboardHref } from "@/lib/content/admin/routes";

import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input, Select } from "@/components/ui/input";

import { AdminTable } from "./admin-table";

type Filters = { action?: string; user?: string };

/**
 * The audit log, newest first, 50 at a time; filters and paging are plain
 * links and a GET form, so the list is rendered on the server.
 */
export function ActivityLog({ logs, nextCursor, filters, actions }: { logs: AuditRow[]; nextCursor: string | null; filters: Filters; actions: string[] }) {
  return (
    <div className="space-y-4">
      <form method="get" action={dashboardHref("logs")} className="flex flex-wrap items-end gap-2">
        <Field id="log-action" label={L.action} labelTone="muted" layout="inline">
          <Select name="action" defaultValue={filters.action ?? ""}>
            <option value="">{L.allActions}</option>
            {actions.map((a) => (
              <option key={a} value={a}>
                {a}
              </option>
            ))}
          </Select>
        </Field>
        <Field id="log-user" label={L.user} labelTone="muted" layout="inline">
          <Input name="user" defaultValue={filters.user ?? ""} maxLength={64} />
        </Field>
        <Button type="submit" variant="outline">
          {L.filter}
        </Button>
      </form>
      {logs.length === 0 ? (
        <p className="text-zinc-300">{ADMIN_TOASTS.noLogs}</p>
      ) : (
        <AdminTable columns={L.columns} minWidth={720} className="max-h-[32rem]">
          {logs.map((log) => (
            <tr key={log.id}>
              <td className="px-3 py-2 whitespace-nowrap">{formatTime(log.timestamp)}</td>
              <td className="px-3 py-2 font-mono text-xs">{log.action}</td>
              <td className="px-3 py-2 font-mono text-xs">{log.uuid ?? L.system}</td>
              <td className="px-3 py-2">{log.actor}</td>
              <td className="px-3 py-2">
                {log.success ? <span className="text-brand-400">{L.success}</span> : <span className="text-red-400">{L.failed}</span>}
              </td>
              <td className="px-3 py-2 font-mono text-xs">{log.ip_address ?? "—"}</td>
            </tr>
          ))}
        </AdminTable>
      )}
      {nextCursor ? (
        <Link href={dashboardHref("logs", { ...filters, cursor: nextCursor })} className="inline-block text-brand-300 underline underline-offset-2">
          {L.older}
        </Link>
      ) : null}
    </div>
  );
}
