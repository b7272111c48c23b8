import "server-only";

import { affiliateCodes } from "@/lib/affiliates/affiliate-ledger";
import { referralLink } from "@/lib/referrals/referral-codes";

type PortalCode = { code: string; link: string };

/** The referral codes of the affiliate's application (ReferralCode.applicationId), with their public links. */
export async function listPortalCodes(applicationId: string): Promise<PortalCode[]> {
  return (await affiliateCodes(applicationId)).map((code) => ({ code, link: referralLink(code) }));
}
