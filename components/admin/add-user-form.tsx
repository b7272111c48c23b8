"use client";

import { useState } from "react";

import { useRouter } from "next/navigation";
import { toast } from "sonner";

import { addUserAction } from "@/lib/actions/admin/users";
import { ADMIN_TOASTS } from "@/lib/content/admin";

const FIELD = "mt-1 block w-full rounded-lg border border-ink-700 bg-ink-950 px-3 py-2 text-zinc-50";

/** Adds a Minecraft account to the whitelist by hand; the server looks the username up on Mojang. */
export function AddUserForm() {
  const router = useRouter();
  const [busy, setBusy] = useState(false);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    setBusy(true);
    const result = await addUserAction({ username: String(data.get("username") ?? ""), email: String(data.get("email") ?? "") });
    setBusy(false);
    if (!result.ok) {
      toast.error(ADMIN_TOASTS.addFailed, { description: result.error });
      return;
    }
    toast.success(ADMIN_TOASTS.added.title, { description: ADMIN_TOASTS.added.description });
    form.reset();
    router.refresh();
  }

  return (
    <form onSubmit={submit} className="space-y-3" aria-labelledby="add-user-heading">
      <h3 id="add-user-heading" className="text-lg font-semibold text-zinc-50">Add User Manually</h3>
      <div>
        <label htmlFor="add-username" className="text-sm text-zinc-300">Minecraft Username</label>
        <input id="add-username" name="username" required maxLength={16} className={FIELD} />
      </div>
      <div>
        <label htmlFor="add-email" className="text-sm text-zinc-300">Email</label>
        <input id="add-email" name="email" type="email" required maxLength={254} className={FIELD} />
      </div>
      <button type="submit" disabled={busy} className="rounded-lg bg-brand-500 px-4 py-2 font-semibold text-ink-950 hover:bg-brand-400 disabled:opacity-60">
        {busy ? "Adding..." : "Add User"}
      </button>
    </form>
  );
}
