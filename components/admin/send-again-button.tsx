"use client";

import { sendMailAgainAction } from "@/lib/admin/actions/mail";
import { ADMIN_MAIL as M } from "@/lib/content/admin/mail";

import { Button } from "@/components/ui/button";

import { useAdminAction } from "./use-admin-action";

/** The Mail tab's "Send again": the message goes back to the outbox as new. */
export function SendAgainButton({ id, label }: { id: string; label: string }) {
  const { busy, run } = useAdminAction();
  const sendAgain = () => run(() => sendMailAgainAction({ id }), M.queued);
  return (
    <Button variant="outline" size="xs" disabled={busy} aria-label={label} onClick={() => void sendAgain()}>
      {M.sendAgain}
    </Button>
  );
}
