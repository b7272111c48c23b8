"use client";

import { Copy } from "lucide-react";

import { ADMIN_WEBHOOK_ENDPOINTS as E } from "@/lib/content/admin/webhooks";

import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";

/** A signing secret, shown the one time it exists in the clear (after an add or a rotation), with Copy and Done. */
export function WebhookSecretNotice({ url, secret, onDone }: { url: string; secret: string; onDone: () => void }) {
  async function copy() {
    await navigator.clipboard.writeText(secret);
    toast.success(E.secret.copied);
  }
  return (
    <div role="status" className="space-y-2 rounded-lg border border-amber-400/60 bg-ink-950 p-3">
      <p className="font-semibold text-zinc-100">{E.secret.heading(url)}</p>
      <p className="text-sm text-zinc-300">{E.secret.note}</p>
      <code className="block break-all text-brand-300" data-testid="webhook-secret">
        {secret}
      </code>
      <div className="flex flex-wrap gap-2">
        <Button variant="chip" size="sm" onClick={() => void copy()}>
          <Copy aria-hidden className="size-4" /> {E.secret.copy}
        </Button>
        <Button variant="outline" size="sm" onClick={onDone}>
          {E.secret.done}
        </Button>
      </div>
    </div>
  );
}
