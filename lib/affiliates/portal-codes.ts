import "server-only";

import { prisma } from "@/lib/db";
import { referralLink } from "@/lib/referrals/referral-codes";

export type PortalCode = { code: string; link: string };

/** The referral codes of the affiliate's application (ReferralCode.applicationId), with their public links. */
export async function listPortalCodes(applicationId: string): Promise<PortalCode[]> {
  const codes = await prisma.referralCode.findMany({ where: { applicationId }, orderBy: { code: "asc" }, select: { code: true }, take: 100 });
  return codes.map(({ code }) => ({ code, link: referralLink(code) }));
}
