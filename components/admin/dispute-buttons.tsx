"use client";

import { useState } from "react";

import { acceptDisputeClaimAction, messageDisputeBuyerAction, sendDisputeEvidenceAction, setDisputeLicenseAction } from "@/lib/admin/actions/disputes";
import { ADMIN_DISPUTES as D } from "@/lib/content/admin/disputes";
import { disputeMessageSchema } from "@/lib/disputes/schemas";

import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";

import { useDialogForm } from "@/components/forms/use-dialog-form";

import { ReasonDialog } from "./reason-dialog";
import { useAdminAction } from "./use-admin-action";

type Props = {
  id: string;
  disputeId: string;
  amount: string;
  /** PayPal waits for the seller's answer and none was sent yet: "Send evidence" and "Accept the claim" are offered. */
  canAnswer: boolean;
  /** The disputed sale's license: suspend it while PayPal decides, or make it active again. */
  license: "active" | "suspended" | "inactive" | null;
};

/**
 * An open dispute's steps: "Send evidence" (one click: the proof the admin can read beside it goes to PayPal), "Accept
 * the claim" (refunds the buyer, so it asks once more before it runs), the license's suspension, and a message to the
 * buyer (the server's schema checks it in the dialog).
 */
export function DisputeButtons({ id, disputeId, amount, canAnswer, license }: Props) {
  const { busy, run } = useAdminAction();
  // Suspend an active license, or put back one suspended for this dispute; nothing for one inactive otherwise.
  const licenseStep =
    license === "active"
      ? { suspend: true, label: D.license.suspend, ariaLabel: D.license.suspendLabel(disputeId), done: D.license.suspended }
      : license === "suspended"
        ? { suspend: false, label: D.license.restore, ariaLabel: D.license.restoreLabel(disputeId), done: D.license.restored }
        : null;
  const [confirming, setConfirming] = useState(false);
  const message = useDialogForm({
    schema: disputeMessageSchema,
    defaultValues: { id, message: "" },
    submit: messageDisputeBuyerAction,
    onSuccess: () => {
      toast.success(D.message.sent);
    },
  });
  const answer = async (action: () => ReturnType<typeof sendDisputeEvidenceAction>, done: string) => {
    await run(action, done);
    setConfirming(false);
  };
  return (
    <div className="flex flex-wrap gap-2">
      {canAnswer ? (
        <>
          <Button
            variant="outline"
            size="xs"
            disabled={busy}
            aria-label={D.sendLabel(disputeId)}
            onClick={() => void answer(() => sendDisputeEvidenceAction({ id }), D.sent)}
          >
            {D.send}
          </Button>
          {confirming ? (
            <>
              <Button variant="outline" size="xs" disabled={busy} onClick={() => void answer(() => acceptDisputeClaimAction({ id }), D.accepted)}>
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
        </>
      ) : null}
      {licenseStep ? (
        <Button
          variant="outline"
          size="xs"
          disabled={busy}
          aria-label={licenseStep.ariaLabel}
          onClick={() => void run(() => setDisputeLicenseAction({ id, suspend: licenseStep.suspend }), licenseStep.done)}
        >
          {licenseStep.label}
        </Button>
      ) : null}
      <ReasonDialog
        id={`dispute-message-${id}`}
        tone="plain"
        maxLength={2000}
        texts={{
          trigger: D.message.open,
          triggerLabel: D.message.label(disputeId),
          title: D.message.title(disputeId),
          description: D.message.description,
          field: D.message.field,
          cancel: D.message.cancel,
          submit: D.message.send,
        }}
        dialog={message.dialog}
        reason={message.form.register("message")}
        error={message.form.formState.errors.message?.message}
        submitting={message.submitting}
      />
    </div>
  );
}
