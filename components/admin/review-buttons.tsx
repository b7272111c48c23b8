"use client";

import { useState } from "react";

import { reviewApplicationAction } from "@/lib/admin/actions/affiliates";
import { markCommissionsPaidAction } from "@/lib/admin/actions/referrals";
import { ADMIN_AFFILIATES as A } from "@/lib/content/admin/affiliates";
import { ADMIN_REFERRALS } from "@/lib/content/admin/referrals";

import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";

import { useAdminAction } from "./use-admin-action";

type Props = { kind: "application"; id: string; label: string; suggestedCode: string } | { kind: "commissions"; id: string };

/**
 * The small write buttons of the server-rendered tables: approve/reject an application (approving with the
 * affiliate's first referral code, the name's suggestion unless the admin types another), mark a code's
 * commissions paid.
 */
export function ReviewButtons(props: Props) {
  const { busy, run } = useAdminAction();
  const [code, setCode] = useState("");

  if (props.kind === "commissions") {
    return (
      <Button
        variant="outline"
        size="xs"
        disabled={busy}
        onClick={() => void run(() => markCommissionsPaidAction({ code: props.id }), ADMIN_REFERRALS.performance.markedPaid(props.id))}
      >
        {ADMIN_REFERRALS.performance.markPaid}
      </Button>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-1">
      <Input
        className="w-40 py-1 text-xs uppercase"
        aria-label={A.firstCodeLabel(props.label)}
        placeholder={props.suggestedCode}
        maxLength={20}
        value={code}
        onChange={(event) => setCode(event.target.value)}
      />
      <Button
        variant="outline"
        size="xs"
        disabled={busy}
        className="text-brand-300"
        aria-label={A.approveLabel(props.label)}
        onClick={() => void run(() => reviewApplicationAction({ id: props.id, decision: "APPROVED", code }), A.approved(props.label))}
      >
        {A.approve}
      </Button>
      <Button
        variant="outline"
        size="xs"
        disabled={busy}
        className="text-red-300"
        aria-label={A.rejectLabel(props.label)}
        onClick={() => void run(() => reviewApplicationAction({ id: props.id, decision: "REJECTED" }), A.rejected(props.label))}
      >
        {A.reject}
      </Button>
    </div>
  );
}
