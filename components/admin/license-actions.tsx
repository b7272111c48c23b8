"use client";

import { useState } from "react";

import { toast } from "sonner";

import { renameLicenseAction, restoreLicenseAction, revokeLicenseAction } from "@/app/admin/actions/users";
import type { LicenseRow } from "@/lib/admin/list-licenses";

const SMALL = "rounded border border-ink-700 px-2 py-1 text-xs font-semibold hover:border-brand-500 disabled:opacity-50";

/**
 * Revoke (with a reason), restore, or rename a license. The whitelist check
 * answers the new state at once; each change is audited on the server.
 */
export function LicenseActions({ row, onChanged }: { row: Pick<LicenseRow, "uuid" | "username" | "active">; onChanged?: () => void }) {
  const [busy, setBusy] = useState(false);

  async function run(action: () => Promise<{ ok: boolean; error?: string }>, done: string) {
    setBusy(true);
    const result = await action();
    setBusy(false);
    if (result.ok) {
      toast.success(done);
      onChanged?.();
    } else toast.error(result.error ?? "Something went wrong");
  }

  function revoke() {
    const reason = window.prompt(`Why revoke the license of ${row.username}?`)?.trim();
    if (reason) void run(() => revokeLicenseAction({ uuid: row.uuid, reason }), `License of ${row.username} revoked`);
  }

  function rename() {
    const username = window.prompt(`New Minecraft username for ${row.uuid}:`, row.username)?.trim();
    if (username && username !== row.username) void run(() => renameLicenseAction({ uuid: row.uuid, username }), `Renamed to ${username}`);
  }

  return (
    <div className="flex flex-wrap gap-1">
      {row.active ? (
        <button type="button" className={`${SMALL} text-red-300`} disabled={busy} onClick={revoke} aria-label={`Revoke ${row.username}`}>Revoke</button>
      ) : (
        <button type="button" className={`${SMALL} text-brand-300`} disabled={busy} onClick={() => void run(() => restoreLicenseAction({ uuid: row.uuid }), `License of ${row.username} restored`)} aria-label={`Restore ${row.username}`}>
          Restore
        </button>
      )}
      <button type="button" className={SMALL} disabled={busy} onClick={rename} aria-label={`Rename ${row.username}`}>Rename</button>
    </div>
  );
}
