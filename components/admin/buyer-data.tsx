"use client";

import { useState } from "react";

import { useRouter } from "next/navigation";

import { eraseBuyerAction, exportBuyerAction } from "@/lib/actions/admin/buyers";

import { useAdminAction } from "./use-admin-action";

/**
 * The data rights /privacy promises: export everything stored about a buyer
 * (by the e-mail they used) as JSON, or erase their personal data while the
 * order records the accounts need, and their whitelist entry, stay.
 */
export function BuyerData() {
  const router = useRouter();
  const [email, setEmail] = useState("");
  const { busy, run } = useAdminAction();

  async function exportData() {
    const data = await run(() => exportBuyerAction({ email }), "Buyer data exported");
    if (data === null) return;
    const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: "application/json" }));
    Object.assign(document.createElement("a"), { href: url, download: `buyer-data-${new Date().toISOString().slice(0, 10)}.json` }).click();
    URL.revokeObjectURL(url);
  }

  async function erase() {
    if (!window.confirm(`Erase the personal data of ${email}? Orders and whitelist entries stay; e-mail and addresses are removed for good.`)) return;
    if ((await run(() => eraseBuyerAction({ email }), "Personal data erased")) !== null) router.refresh();
  }

  return (
    <div className="max-w-xl space-y-3">
      <p className="text-sm text-zinc-300">Export or erase what the shop stores about one buyer, found by the e-mail they bought with.</p>
      <label htmlFor="buyer-email" className="block text-sm text-zinc-300">Buyer email</label>
      <input id="buyer-email" type="email" value={email} onChange={(e) => setEmail(e.target.value)} maxLength={254} className="block w-full rounded-lg border border-ink-700 bg-ink-950 px-3 py-2 text-zinc-50" />
      <div className="flex gap-2">
        <button type="button" disabled={busy || !email.trim()} onClick={() => void exportData()} className="rounded-lg border border-ink-700 px-4 py-2 font-semibold hover:border-brand-500 disabled:opacity-50">Export as JSON</button>
        <button type="button" disabled={busy || !email.trim()} onClick={() => void erase()} className="rounded-lg border border-red-800 px-4 py-2 font-semibold text-red-300 hover:border-red-500 disabled:opacity-50">Erase personal data</button>
      </div>
    </div>
  );
}
