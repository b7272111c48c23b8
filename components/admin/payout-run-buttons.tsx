"use client";

import { useRouter } from "next/navigation";

import { confirmPayoutRunAction, proposePayoutRunAction } from "@/lib/actions/admin/payouts";
import { ADMIN_PAYOUTS as P } from "@/lib/content/admin";

import { Button } from "@/components/ui/button";

import { useAdminAction } from "./use-admin-action";

/** "Propose now" (no period) or "Confirm payout" for a proposed run. */
export function PayoutRunButton(props: { runId: string; period: string } | { runId?: undefined }) {
  const router = useRouter();
  const { busy, run } = useAdminAction();

  async function propose() {
    const result = await run(() => proposePayoutRunAction({}), P.proposed);
    if (result) router.refresh();
  }
  async function confirm(runId: string) {
    const result = await run(() => confirmPayoutRunAction({ runId }), P.confirmed);
    if (result) router.refresh();
  }

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
