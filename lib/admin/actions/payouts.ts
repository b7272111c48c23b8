"use server";

import { adminAction } from "@/lib/auth/admin-action";
import { DASHBOARD_LAYOUT } from "@/lib/content/admin/routes";
import { confirmPayoutRun } from "@/lib/payouts/confirm-payout-run";
import { proposePayoutRun } from "@/lib/payouts/propose-payout-run";
import { confirmPayoutRunSchema, proposePayoutRunSchema } from "@/lib/payouts/schemas";

/** Gathers this month's payout now; answers the run (null when nothing reaches the minimum). */
export const proposePayoutRunAction = adminAction({ schema: proposePayoutRunSchema, refresh: [DASHBOARD_LAYOUT] }, () => proposePayoutRun());

/** Confirms a proposed run: the payouts job sends it to PayPal. */
export const confirmPayoutRunAction = adminAction({ schema: confirmPayoutRunSchema, refresh: [DASHBOARD_LAYOUT] }, ({ runId }, ctx) =>
  confirmPayoutRun(runId, ctx),
);
