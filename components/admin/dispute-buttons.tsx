"use client";

import { useState } from "react";

import { acceptDisputeClaimAction, sendDisputeEvidenceAction } from "@/lib/admin/actions/disputes";
import { ADMIN_DISPUTES as D } from "@/lib/content/admin/disputes";

import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";

/**
 * A dispute's answers: "Send evidence" (one click: the proof the admin can read beside it goes to PayPal) and
 * "Accept the claim" (refunds the buyer, so it asks once more before it runs).
 */
export function DisputeButtons({ id, disputeId, amount }: { id: string; disputeId: string; amount: string }) {
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  async function run(action: typeof sendDisputeEvidenceAction, done: string) {
    setBusy(true);
    const result = await action({ id });
    setBusy(false);
    setConfirming(false);
    if (result.ok) toast.success(done);
    else toast.error(result.error);
  }
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="outline" size="xs" disabled={busy} aria-label={D.sendLabel(disputeId)} onClick={() => void run(sendDisputeEvidenceAction, D.sent)}>
        {D.send}
      </Button>
      {confirming ? (
        <>
          <Button variant="outline" size="xs" disabled={busy} onClick={() => void run(acceptDisputeClaimAction, D.accepted)}>
            {D.confirmAccept(amount)}
          </Button>
          <Button variant="quiet" size="xs" disabled={busy} onClick={() => setConfirming(false)}>
            {D.cancel}
          </Button>
        </>
      ) : (
        <Button variant="outline" size="xs" disabled={busy} aria-label={D.acceptLabel(disputeId)} onClick={() => setConfirming(true)}>
          {D.accept}
        </Button>
      )}
    </div>
  );
}
