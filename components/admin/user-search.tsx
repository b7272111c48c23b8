"use client";

import { useState } from "react";

import { toast } from "sonner";

import { searchUsersAction } from "@/lib/actions/admin/users";
import type { LicenseRow } from "@/lib/licenses/license-row";
import { ADMIN_TOASTS } from "@/lib/content/admin";

import { LicenseTable } from "./license-table";

/** Search by username, UUID or e-mail (20 results); the button waits for a non-blank query. */
export function UserSearch() {
  const [query, setQuery] = useState("");
  const [rows, setRows] = useState<LicenseRow[] | null>(null);
  const [busy, setBusy] = useState(false);

  async function search(event?: React.FormEvent) {
    event?.preventDefault();
    setBusy(true);
    const result = await searchUsersAction({ query: query.trim() });
    setBusy(false);
    if (!result.ok) {
      toast.error(ADMIN_TOASTS.searchFailed);
      return;
    }
    setRows(result.data);
    if (result.data.length === 0) toast(ADMIN_TOASTS.noResults.title, { description: ADMIN_TOASTS.noResults.description });
  }

  return (
    <div className="space-y-3">
      <h3 className="text-lg font-semibold text-zinc-50">Search Users</h3>
      <form onSubmit={search} className="flex gap-2">
        <label htmlFor="user-search" className="sr-only">Search by username, UUID or email</label>
        <input id="user-search" type="search" value={query} onChange={(e) => setQuery(e.target.value)} placeholder="Username, UUID or email" maxLength={64} className="min-w-0 flex-1 rounded-lg border border-ink-700 bg-ink-950 px-3 py-2 text-zinc-50" />
        <button type="submit" disabled={busy || !query.trim()} className="rounded-lg bg-brand-500 px-4 py-2 font-semibold text-ink-950 hover:bg-brand-400 disabled:opacity-50">Search</button>
      </form>
      {rows && rows.length > 0 ? <LicenseTable rows={rows} onChanged={() => void search()} /> : null}
    </div>
  );
}
