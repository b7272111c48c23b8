"use server";

import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";

import { affiliateAction } from "@/lib/affiliates/affiliate-action";
import { endAffiliateSession } from "@/lib/affiliates/affiliate-session";
import { requestVanityCode } from "@/lib/affiliates/request-vanity-code";
import { payoutDetailsSchema, requestVanityCodeSchema } from "@/lib/affiliates/schemas";
import { updatePayoutDetails } from "@/lib/affiliates/update-payout-details";
import { CROSS_SITE_REFUSED } from "@/lib/api/same-origin";
import { recordAudit } from "@/lib/audit/record-audit";
import { AFFILIATE_PATHS } from "@/lib/content/affiliate-portal";
import { requestIp } from "@/lib/http/request-ip";
import { z } from "@/lib/validation/zod";

/** The portal's payout form: only ever the signed-in affiliate's own account. */
export const updatePayoutDetailsAction = affiliateAction(payoutDetailsSchema, async (input, { affiliate }) => {
  const saved = await updatePayoutDetails(affiliate, input, { ipAddress: await requestIp() });
  revalidatePath(AFFILIATE_PATHS.portal);
  return saved;
});

/** "Ask for a vanity code": a request on the signed-in affiliate's own account, for an admin to decide. */
export const requestVanityCodeAction = affiliateAction(requestVanityCodeSchema, async ({ code }, { affiliate }) => {
  const request = await requestVanityCode(affiliate, code, { ipAddress: await requestIp() });
  revalidatePath(AFFILIATE_PATHS.portal);
  return { id: request.id, code: request.code };
});

const endSession = affiliateAction(z.object({}), async (_input, { affiliate }) => {
  await endAffiliateSession(affiliate.sessionId);
  await recordAudit({ action: "affiliate.sign_out", actor: "affiliate", success: true, ipAddress: await requestIp(), details: { affiliateId: affiliate.id } });
});

/**
 * Sign-out: ends the session on the server (a copy of the cookie opens nothing after), then the sign-in page.
 * Without a session there is nothing to end; a request from another site signs nobody out.
 */
export async function signOutAffiliateAction(): Promise<void> {
  const ended = await endSession({});
  if (!ended.ok && ended.error === CROSS_SITE_REFUSED) return;
  redirect(AFFILIATE_PATHS.login);
}
