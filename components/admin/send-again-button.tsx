"use client";

import { useRouter } from "next/navigation";

import { sendMailAgainAction } from "@/lib/actions/admin/mail";
import { ADMIN_MAIL as M } from "@/lib/content/admin";

import { Button } from "@/components/ui/button";

import { useAdminAction } from "./use-admin-action";

/** The Mail tab's "Send again": the message goes back to the outbox as new. */
export function SendAgainButton({ id, label }: { id: string; label: string }) {
  const router = useRouter();
  const { busy, run } = useAdminAction();
  async function sendAgain() {
    if (await run(() => sendMailAgainAction({ id }), M.queued)) router.refresh();
  }
  return (
    <Button variant="outline" size="xs" disabled={busy} aria-label={label} onClick={() => void sendAgain()}>
      {M.sendAgain}
    </Button>
  );
}
