"use client";

import { useRouter } from "next/navigation";

import { reviewApplicationAction } from "@/lib/actions/admin/affiliates";
import { markCommissionsPaidAction } from "@/lib/actions/admin/referrals";
import type { ActionResult } from "@/lib/auth/admin-action";

import { useAdminAction } from "./use-admin-action";

type Props = { kind: "application"; id: string; label: string } | { kind: "commissions"; id: string };

/** The small write buttons of the server-rendered tables: approve/reject an application, mark a code's commissions paid. */
export function ReviewButtons(props: Props) {
  const router = useRouter();
  const { busy, run } = useAdminAction();

  async function act<T>(action: () => Promise<ActionResult<T>>, done: string) {
    if ((await run(action, done)) !== null) router.refresh();
  }

  const button = "rounded border border-ink-700 px-2 py-1 text-xs font-semibold hover:border-brand-500 disabled:opacity-50";
  if (props.kind === "commissions") {
    return (
      <button type="button" disabled={busy} className={button} onClick={() => void act(() => markCommissionsPaidAction({ code: props.id }), `Commissions of ${props.id} marked paid`)}>
        Mark paid
      </button>
    );
  }
  return (
    <div className="flex gap-1">
      <button type="button" disabled={busy} className={`${button} text-brand-300`} aria-label={`Approve ${props.label}`} onClick={() => void act(() => reviewApplicationAction({ id: props.id, decision: "APPROVED" }), `${props.label} approved`)}>
        Approve
      </button>
      <button type="button" disabled={busy} className={`${button} text-red-300`} aria-label={`Reject ${props.label}`} onClick={() => void act(() => reviewApplicationAction({ id: props.id, decision: "REJECTED" }), `${props.label} rejected`)}>
        Reject
      </button>
    </div>
  );
}
