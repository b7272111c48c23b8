"use client";

import { useState } from "react";

import { renameLicenseAction, restoreLicenseAction, revokeLicenseAction } from "@/lib/actions/admin/users";
import type { LicenseRow } from "@/lib/licenses/license-row";
import type { ActionResult } from "@/lib/auth/admin-action";

import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "@/components/ui/dialog";

import { useAdminAction } from "./use-admin-action";

const SMALL = "rounded border border-ink-700 px-2 py-1 text-xs font-semibold hover:border-brand-500 disabled:opacity-50";
const FIELD = "mt-1 block w-full rounded-lg border border-ink-700 bg-ink-950 px-3 py-2 text-zinc-50";

/**
 * Revoke (with a reason), restore, or rename a license. The whitelist check
 * answers the new state at once; each change is audited on the server.
 */
export function LicenseActions({ row, onChanged }: { row: Pick<LicenseRow, "uuid" | "username" | "active">; onChanged?: () => void }) {
  const admin = useAdminAction();
  const busy = admin.busy;

  async function run<T>(action: () => Promise<ActionResult<T>>, done: string): Promise<boolean> {
    const changed = (await admin.run(action, done)) !== null;
    if (changed) onChanged?.();
    return changed;
  }

  return (
    <div className="flex flex-wrap gap-1">
      {row.active ? (
        <FormDialog
          trigger={<span className="text-red-300">Revoke</span>}
          triggerLabel={`Revoke ${row.username}`}
          title={`Revoke the license of ${row.username}`}
          description="The mod stops working for this account at its next check. The reason goes into the audit log."
          field={{ name: "reason", label: "Reason", maxLength: 500, multiline: true }}
          submit="Revoke license"
          busy={busy}
          onSubmit={(reason) => run(() => revokeLicenseAction({ uuid: row.uuid, reason }), `License of ${row.username} revoked`)}
        />
      ) : (
        <button type="button" className={`${SMALL} text-brand-300`} disabled={busy} onClick={() => void run(() => restoreLicenseAction({ uuid: row.uuid }), `License of ${row.username} restored`)} aria-label={`Restore ${row.username}`}>
          Restore
        </button>
      )}
      <FormDialog
        trigger="Rename"
        triggerLabel={`Rename ${row.username}`}
        title={`Rename ${row.username}`}
        description="For a buyer who renamed their Minecraft account: the UUID, and so the license, stay the same."
        field={{ name: "username", label: "New Minecraft username", maxLength: 16, defaultValue: row.username, pattern: "[A-Za-z0-9_]{3,16}" }}
        submit="Rename"
        busy={busy}
        onSubmit={(username) => run(() => renameLicenseAction({ uuid: row.uuid, username }), `Renamed to ${username}`)}
      />
    </div>
  );
}

type Field = { name: string; label: string; maxLength: number; multiline?: boolean; defaultValue?: string; pattern?: string };

function FormDialog(props: { trigger: React.ReactNode; triggerLabel: string; title: string; description: string; field: Field; submit: string; busy: boolean; onSubmit: (value: string) => Promise<boolean> }) {
  const [open, setOpen] = useState(false);
  const { field } = props;
  const id = `license-${field.name}`;

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get(field.name) ?? "").trim();
    if (value && (await props.onSubmit(value))) setOpen(false);
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger className={SMALL} aria-label={props.triggerLabel} disabled={props.busy}>{props.trigger}</DialogTrigger>
      <DialogContent>
        <DialogTitle className="text-lg font-bold text-zinc-50">{props.title}</DialogTitle>
        <DialogDescription className="mt-1 text-sm text-zinc-300">{props.description}</DialogDescription>
        <form onSubmit={submit} className="mt-4 space-y-3">
          <label htmlFor={id} className="text-sm text-zinc-300">{field.label}</label>
          {field.multiline ? (
            <textarea id={id} name={field.name} required maxLength={field.maxLength} rows={3} className={FIELD} />
          ) : (
            <input id={id} name={field.name} required maxLength={field.maxLength} defaultValue={field.defaultValue} pattern={field.pattern} className={FIELD} />
          )}
          <div className="flex justify-end gap-2">
            <DialogClose type="button" className="rounded-lg border border-ink-700 px-4 py-2">Cancel</DialogClose>
            <button type="submit" disabled={props.busy} className="rounded-lg bg-brand-500 px-4 py-2 font-semibold text-ink-950 hover:bg-brand-400 disabled:opacity-60">{props.submit}</button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
