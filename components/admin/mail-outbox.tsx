import Link from "next/link";

import { formatTime } from "@/lib/admin/format-time";
import type { OutboxRow } from "@/lib/admin/list-outbox";
import { ADMIN_MAIL as M } from "@/lib/content/admin/mail";
import { dashboardHref } from "@/lib/content/admin/routes";

import { AdminTable } from "./admin-table";
import { SendAgainButton } from "./send-again-button";

const STATUS_STYLE: Record<string, string> = { SENT: "text-brand-400", FAILED: "text-red-400", PENDING: "text-zinc-300", HELD: "text-zinc-300" };
/** Messages still on their way: a receipt held for its number, or one waiting to be sent. */
const WAITING = new Set(["PENDING", "HELD"]);

/** The e-mail outbox: who, what, how delivery went; "Send again" for a failed or sent message. Never a message's text. */
export function MailOutbox({ messages, nextCursor }: { messages: OutboxRow[]; nextCursor: string | null }) {
  return (
    <div className="space-y-3">
      <p className="text-sm text-zinc-300">{M.intro}</p>
      {messages.length === 0 ? (
        <p className="text-zinc-300">{M.empty}</p>
      ) : (
        <AdminTable columns={M.columns} minWidth={960}>
          {messages.map((m) => (
            <tr key={m.id}>
              <td className="px-3 py-2 whitespace-nowrap">{formatTime(m.createdAt)}</td>
              <td className="px-3 py-2 break-all">{m.to}</td>
              <td className="px-3 py-2">{m.subject}</td>
              <td className={`px-3 py-2 font-semibold ${STATUS_STYLE[m.status] ?? ""}`}>{m.status}</td>
              <td className="px-3 py-2">{m.attempts}</td>
              <td className="px-3 py-2 text-xs break-words text-zinc-300">{m.lastError ?? "—"}</td>
              <td className="px-3 py-2 whitespace-nowrap">{m.sentAt ? formatTime(m.sentAt) : "—"}</td>
              <td className="px-3 py-2">{WAITING.has(m.status) ? null : <SendAgainButton id={m.id} label={M.sendAgainLabel(m.subject, m.to)} />}</td>
            </tr>
          ))}
        </AdminTable>
      )}
      {nextCursor ? (
        <Link href={dashboardHref("mail", { mailCursor: nextCursor })} className="text-brand-300 underline underline-offset-2">
          {M.older}
        </Link>
      ) : null}
    </div>
  );
}
