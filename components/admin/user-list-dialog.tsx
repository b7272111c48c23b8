"use client";

import { useState } from "react";

import { listUsersAction } from "@/lib/admin/actions/users";
import { ADMIN_TOASTS } from "@/lib/content/admin/dashboard";
import { ADMIN_USERS } from "@/lib/content/admin/users";
import type { LicenseRow } from "@/lib/licenses/license-row";

import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { toast } from "@/components/ui/toast";

import { LicenseTable } from "./license-table";

/**
 * A stat card that opens the user list: all users by added date, or active
 * ones by last verification, newest first, 100 rows (spec section 9).
 */
export function UserListDialog({ label, value, activeOnly }: { label: string; value: number; activeOnly: boolean }) {
  const [rows, setRows] = useState<LicenseRow[] | null>(null);

  async function load() {
    setRows(null);
    const result = await listUsersAction({ activeOnly });
    if (result.ok) setRows(result.data);
    else {
      toast.error(ADMIN_TOASTS.listFailed);
      setRows([]);
    }
  }

  return (
    <Dialog onOpenChange={(open) => open && void load()}>
      <DialogTrigger className="rounded-xl border border-ink-700 bg-ink-900 p-5 text-left hover:border-brand-500">
        <span className="block text-sm text-zinc-400">{label}</span>
        <span className="mt-1 block text-3xl font-bold text-zinc-50">{value}</span>
      </DialogTrigger>
      <DialogContent size="wide">
        <DialogTitle className="text-xl font-bold text-zinc-50">{label}</DialogTitle>
        <DialogDescription className="mt-1 text-sm text-zinc-400">
          {activeOnly ? ADMIN_USERS.list.activeDescription : ADMIN_USERS.list.allDescription}
        </DialogDescription>
        <div className="mt-4">
          {rows === null ? (
            <p role="status" className="text-zinc-300">
              {ADMIN_USERS.list.loading}
            </p>
          ) : rows.length === 0 ? (
            <p className="text-zinc-300">{ADMIN_TOASTS.noUsers}</p>
          ) : (
            <LicenseTable rows={rows} onChanged={() => void load()} />
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
