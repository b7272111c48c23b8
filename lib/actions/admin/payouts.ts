"use server";

import { revalidatePath } from "next/cache";

import { adminAction } from "@/lib/auth/admin-action";
import { DASHBOARD_PATH } from "@/lib/content/admin-routes";
import { requestIp } from "@/lib/http/request-ip";
import { confirmPayoutRun } from "@/lib/payouts/confirm-payout-run";
import { proposePayoutRun } from "@/lib/payouts/propose-payout-run";
import { confirmPayoutRunSchema, proposePayoutRunSchema } from "@/lib/payouts/schemas";

/** Gathers this month's payout now; answers the run (null when nothing reaches the minimum). */
export const proposePayoutRunAction = adminAction(proposePayoutRunSchema, async () => {
  const result = await proposePayoutRun();
  revalidatePath(DASHBOARD_PATH, "layout");
  return result;
});

/** Confirms a proposed run: the payouts job sends it to PayPal. */
export const confirmPayoutRunAction = adminAction(confirmPayoutRunSchema, async ({ runId }, ctx) => {
  const result = await confirmPayoutRun(runId, { ...ctx, ipAddress: await requestIp() });
  revalidatePath(DASHBOARD_PATH, "layout");
  return result;
});
