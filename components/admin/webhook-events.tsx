import Link from "next/link";

import { formatTime } from "@/lib/admin/format-time";
import type { WebhookEventRow } from "@/lib/admin/list-webhook-events";
import { dashboardHref } from "@/lib/content/admin/routes";
import { ADMIN_WEBHOOKS as W } from "@/lib/content/admin/webhooks";

import { AdminTable } from "./admin-table";
import { ProcessAgainButton } from "./process-again-button";

const OUTCOME_STYLE: Record<string, string> = { processed: "text-brand-400", failed: "text-red-400", malformed: "text-amber-300", pending: "text-amber-300" };

/** PayPal's events as received, with how their processing ended; "Process again" for a failed one. Never a payload. */
export function WebhookEvents({ events, nextCursor }: { events: WebhookEventRow[]; nextCursor: string | null }) {
  return (
    <div className="space-y-3">
      <p className="text-sm text-zinc-300">{W.intro}</p>
      {events.length === 0 ? (
        <p className="text-zinc-300">{W.empty}</p>
      ) : (
        <AdminTable columns={W.columns} minWidth={960}>
          {events.map((e) => (
            <tr key={e.id}>
              <td className="px-3 py-2 whitespace-nowrap">{formatTime(e.receivedAt)}</td>
              <td className="px-3 py-2 font-mono text-xs">{e.eventType}</td>
              <td className="px-3 py-2 font-mono text-xs break-all">{e.eventId}</td>
              <td className="px-3 py-2 whitespace-nowrap">{e.processedAt ? formatTime(e.processedAt) : "—"}</td>
              <td className={`px-3 py-2 font-semibold ${OUTCOME_STYLE[e.outcome ?? ""] ?? ""}`}>
                {e.outcome ? (W.outcomes[e.outcome] ?? e.outcome) : W.unknownOutcome}
              </td>
              <td className="px-3 py-2">{e.attempts}</td>
              <td className="px-3 py-2 text-xs break-words text-zinc-300">{e.lastError ?? "—"}</td>
              <td className="px-3 py-2">
                {e.outcome === "failed" && !e.processedAt ? <ProcessAgainButton id={e.id} label={W.processAgainLabel(e.eventId)} /> : null}
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
      {nextCursor ? (
        <Link href={dashboardHref("webhooks", { webhooksCursor: nextCursor })} className="text-brand-300 underline underline-offset-2">
          {W.older}
        </Link>
      ) : null}
    </div>
  );
}
