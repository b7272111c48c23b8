"use client";

import { useState } from "react";

import { useRouter } from "next/navigation";
import { toast } from "sonner";

import { postJson } from "@/lib/client/post-json";
import { ADMIN_LOGIN as L } from "@/lib/content/admin";

const FIELD = "mt-1 block w-full rounded-lg border border-ink-700 bg-ink-950 px-3 py-2.5 text-zinc-50 focus-visible:outline-2 focus-visible:outline-brand-400";

/** Username and password, both required; the server checks them (and the lockout) and sets the session cookie. */
export function LoginForm() {
  const router = useRouter();
  const [busy, setBusy] = useState(false);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    const result = await postJson<{ redirectTo: string }>("/api/admin/login", { username: form.get("username"), password: form.get("password") });
    if (!result.ok) {
      setBusy(false);
      // A lockout says so; any other refusal is the spec's one message, whichever part was wrong.
      toast.error(L.failed.title, { description: result.status === 429 ? result.message : L.failed.description });
      return;
    }
    toast.success(L.success.title);
    router.replace(result.data.redirectTo);
    router.refresh();
  }

  return (
    <form onSubmit={submit} className="space-y-4">
      <div>
        <label htmlFor="admin-username" className="text-sm font-medium text-zinc-200">{L.username}</label>
        <input id="admin-username" name="username" required autoComplete="username" maxLength={64} className={FIELD} />
      </div>
      <div>
        <label htmlFor="admin-password" className="text-sm font-medium text-zinc-200">{L.password}</label>
        <input id="admin-password" name="password" type="password" required autoComplete="current-password" maxLength={200} className={FIELD} />
      </div>
      <button type="submit" disabled={busy} className="w-full rounded-lg bg-brand-500 px-4 py-2.5 font-semibold text-ink-950 hover:bg-brand-400 disabled:cursor-wait disabled:opacity-70">
        {busy ? L.submitting : L.submit}
      </button>
    </form>
  );
}
