"use client";

import { useState } from "react";

import { processWebhookEventAgainAction } from "@/lib/admin/actions/webhooks";
import { ADMIN_WEBHOOKS as W } from "@/lib/content/admin/webhooks";

import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";

/** The Webhooks tab's "Process again" for a failed event; the toast says how it ended this time. */
export function ProcessAgainButton({ id, label }: { id: string; label: string }) {
  const [busy, setBusy] = useState(false);
  async function processAgain() {
    setBusy(true);
    const result = await processWebhookEventAgainAction({ id });
    setBusy(false);
    if (!result.ok) toast.error(result.error);
    else if (result.data.outcome === "failed") toast.error(W.failedAgain);
    else toast.success(W.processed(W.outcomes[result.data.outcome] ?? result.data.outcome));
  }
  return (
    <Button variant="outline" size="xs" disabled={busy} aria-label={label} onClick={() => void processAgain()}>
      {W.processAgain}
    </Button>
  );
}
