"use client";

import { useState } from "react";

import { useRouter } from "next/navigation";
import { Copy } from "lucide-react";
import { toast } from "sonner";

import { generateReferralCodeAction } from "@/lib/actions/admin/referrals";
import { QUICK_REFERRAL_CODES, sanitizeReferralCode } from "@/lib/referrals/referral-codes";
import { ADMIN_TOASTS } from "@/lib/content/admin";

type Affiliate = { id: string; name: string };

/**
 * Makes referral links: the code is cleaned as it is typed (A-Z and 0-9 only,
 * upper case, 20 at most), registered on the server (optionally for an
 * approved affiliate), and its link can be copied.
 */
export function ReferralGenerator({ affiliates }: { affiliates: Affiliate[] }) {
  const router = useRouter();
  const [code, setCode] = useState("");
  const [applicationId, setApplicationId] = useState("");
  const [link, setLink] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function generate(value: string) {
    setBusy(true);
    const result = await generateReferralCodeAction({ code: value, ...(applicationId ? { applicationId } : {}) });
    setBusy(false);
    if (!result.ok) {
      toast.error(result.error);
      return;
    }
    setCode(result.data.code);
    setLink(result.data.link);
    router.refresh();
  }

  async function copy() {
    if (!link) return;
    await navigator.clipboard.writeText(link);
    toast.success(ADMIN_TOASTS.copied.title, { description: ADMIN_TOASTS.copied.description });
  }

  return (
    <div className="space-y-4">
      <form onSubmit={(e) => { e.preventDefault(); void generate(code); }} className="flex flex-wrap items-end gap-2">
        <div className="min-w-0 flex-1">
          <label htmlFor="referral-code" className="text-sm text-zinc-300">Referral code</label>
          <input id="referral-code" value={code} onChange={(e) => setCode(sanitizeReferralCode(e.target.value))} placeholder="e.g. YOUTUBE" className="mt-1 block w-full rounded-lg border border-ink-700 bg-ink-950 px-3 py-2 font-mono text-zinc-50" />
        </div>
        <div>
          <label htmlFor="referral-affiliate" className="text-sm text-zinc-300">Affiliate (optional)</label>
          <select id="referral-affiliate" value={applicationId} onChange={(e) => setApplicationId(e.target.value)} className="mt-1 block rounded-lg border border-ink-700 bg-ink-950 px-3 py-2 text-zinc-50">
            <option value="">None</option>
            {affiliates.map((a) => <option key={a.id} value={a.id}>{a.name}</option>)}
          </select>
        </div>
        <button type="submit" disabled={busy || !code} className="rounded-lg bg-brand-500 px-4 py-2 font-semibold text-ink-950 hover:bg-brand-400 disabled:opacity-50">Generate Link</button>
      </form>
      {link ? (
        <div className="flex flex-wrap items-center gap-2 rounded-lg border border-ink-700 bg-ink-950 p-3">
          <code className="min-w-0 flex-1 break-all text-brand-300" data-testid="referral-link">{link}</code>
          <button type="button" onClick={() => void copy()} className="inline-flex items-center gap-1 rounded border border-ink-700 px-3 py-1.5 text-sm hover:border-brand-500">
            <Copy aria-hidden className="size-4" /> Copy Link
          </button>
        </div>
      ) : null}
      <div>
        <h4 className="text-sm font-semibold text-zinc-300">Quick codes</h4>
        <div className="mt-2 flex flex-wrap gap-2">
          {QUICK_REFERRAL_CODES.map((quick) => (
            <button key={quick} type="button" disabled={busy} onClick={() => void generate(quick)} className="rounded-full border border-ink-700 px-3 py-1 font-mono text-sm hover:border-brand-500">{quick}</button>
          ))}
        </div>
      </div>
    </div>
  );
}
