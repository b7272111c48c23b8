"use client";

import { useState } from "react";

import { useRouter } from "next/navigation";
import { toast } from "sonner";

import { reviewApplicationAction } from "@/app/admin/actions/affiliates";
import { markCommissionsPaidAction } from "@/app/admin/actions/referrals";

type Props = { kind: "application"; id: string; label: string } | { kind: "commissions"; id: string };

/** The small write buttons of the server-rendered tables: approve/reject an application, mark a code's commissions paid. */
export function ReviewButtons(props: Props) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);

  async function run(action: () => Promise<{ ok: boolean; error?: string }>, done: string) {
    setBusy(true);
    const result = await action();
    setBusy(false);
    if (!result.ok) {
      toast.error(result.error ?? "Something went wrong");
      return;
    }
    toast.success(done);
    router.refresh();
  }

  const button = "rounded border border-ink-700 px-2 py-1 text-xs font-semibold hover:border-brand-500 disabled:opacity-50";
  if (props.kind === "commissions") {
    return (
      <button type="button" disabled={busy} className={button} onClick={() => void run(() => markCommissionsPaidAction({ code: props.id }), `Commissions of ${props.id} marked paid`)}>
        Mark paid
      </button>
    );
  }
  return (
    <div className="flex gap-1">
      <button type="button" disabled={busy} className={`${button} text-brand-300`} aria-label={`Approve ${props.label}`} onClick={() => void run(() => reviewApplicationAction({ id: props.id, decision: "APPROVED" }), `${props.label} approved`)}>
        Approve
      </button>
      <button type="button" disabled={busy} className={`${button} text-red-300`} aria-label={`Reject ${props.label}`} onClick={() => void run(() => reviewApplicationAction({ id: props.id, decision: "REJECTED" }), `${props.label} rejected`)}>
        Reject
      </button>
    </div>
  );
}
