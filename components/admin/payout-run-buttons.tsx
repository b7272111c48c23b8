"use client";

import { confirmPayoutRunAction, proposePayoutRunAction } from "@/lib/admin/actions/payouts";
import { ADMIN_PAYOUTS as P } from "@/lib/content/admin/payouts";

import { Button } from "@/components/ui/button";

import { useAdminAction } from "./use-admin-action";

/** "Propose now" (no period) or "Confirm payout" for a proposed run. */
export function PayoutRunButton(props: { runId: string; period: string } | { runId?: undefined }) {
  const { busy, run } = useAdminAction();

  const propose = () => run(() => proposePayoutRunAction({}), P.proposed);
  const confirm = (runId: string) => run(() => confirmPayoutRunAction({ runId }), P.confirmed);

  if (props.runId === undefined) {
    return (
      <Button variant="outline" disabled={busy} onClick={() => void propose()}>
        {P.proposeNow}
      </Button>
    );
  }
  const { runId, period } = props;
  return (
    <Button disabled={busy} onClick={() => void confirm(runId)}>
      {P.confirm(period)}
    </Button>
  );
}
