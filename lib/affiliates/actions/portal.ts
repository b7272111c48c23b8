"use server";

import { redirect } from "next/navigation";

import { affiliateAction } from "@/lib/affiliates/affiliate-action";
import { endAffiliateSession } from "@/lib/affiliates/affiliate-session";
import { requestVanityCode } from "@/lib/affiliates/request-vanity-code";
import { payoutDetailsSchema, requestVanityCodeSchema } from "@/lib/affiliates/schemas";
import { updatePayoutDetails } from "@/lib/affiliates/update-payout-details";
import type { Refresh } from "@/lib/api/server-action";
import { recordAudit } from "@/lib/audit/record-audit";
import { AFFILIATE_PATHS } from "@/lib/content/affiliate-portal";
import { z } from "@/lib/validation/zod";

/** The portal's page, rendered afresh after a change to what it shows. */
const PORTAL: Refresh = { path: AFFILIATE_PATHS.portal };

/** The portal's payout form: only ever the signed-in affiliate's own account. */
export const updatePayoutDetailsAction = affiliateAction({ schema: payoutDetailsSchema, refresh: [PORTAL] }, (input, { affiliate, ipAddress }) =>
  updatePayoutDetails(affiliate, input, { ipAddress }),
);

/** "Ask for a vanity code": a request on the signed-in affiliate's own account, for an admin to decide. */
export const requestVanityCodeAction = affiliateAction({ schema: requestVanityCodeSchema, refresh: [PORTAL] }, async ({ code }, { affiliate, ipAddress }) => {
  const request = await requestVanityCode(affiliate, code, { ipAddress });
  return { id: request.id, code: request.code };
});

const endSession = affiliateAction({ schema: z.object({}) }, async (_input, { affiliate, actor, ipAddress }) => {
  await endAffiliateSession(affiliate.sessionId);
  await recordAudit({ action: "affiliate.sign_out", actor, success: true, ipAddress, details: { affiliateId: affiliate.id } });
});

/**
 * Sign-out: ends the session on the server (a copy of the cookie opens nothing after), then the sign-in page.
 * Without a session there is nothing to end; a request from another site signs nobody out.
 */
export async function signOutAffiliateAction(): Promise<void> {
  const ended = await endSession({});
  if (!ended.ok && ended.code === "forbidden") return;
  redirect(AFFILIATE_PATHS.login);
}
