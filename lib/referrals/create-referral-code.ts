import "server-only";

import { AppError } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import type { AdminContext } from "@/lib/auth/admin-context";
import { prisma } from "@/lib/database/db";
import { assertRoomForCode } from "@/lib/referrals/affiliate-code-limit";
import { referralLink } from "@/lib/referrals/referral-codes";
import type { CreateReferralCodeInput } from "@/lib/referrals/schemas";

/**
 * Registers a referral code, optionally for an approved affiliate, and gives
 * its link. Registering a code again changes nothing (it may be linked to an
 * affiliate then, once); a code already another affiliate's is refused, so
 * nobody's commissions move to someone else, and so is a sixth code for one
 * affiliate (MAX_CODES_PER_AFFILIATE).
 */
export async function createReferralCode({ code, applicationId }: CreateReferralCodeInput, ctx: AdminContext): Promise<{ code: string; link: string }> {
  return prisma.$transaction(async (tx) => {
    if (applicationId) {
      const application = await tx.affiliateApplication.findUnique({ where: { id: applicationId }, select: { status: true } });
      if (application?.status !== "APPROVED") throw new AppError("unprocessable_entity", "Referral codes can only be linked to an approved affiliate.");
    }
    const existing = await tx.referralCode.findUnique({ where: { code }, select: { applicationId: true } });
    if (existing?.applicationId && applicationId && existing.applicationId !== applicationId) {
      throw new AppError("conflict", `The code ${code} already belongs to another affiliate.`);
    }
    const linking = applicationId && existing?.applicationId !== applicationId;
    if (linking) await assertRoomForCode(tx, applicationId);
    if (!existing) await tx.referralCode.create({ data: { code, applicationId, createdBy: ctx.admin.username } });
    else if (applicationId && !existing.applicationId) await tx.referralCode.update({ where: { code }, data: { applicationId } });
    await recordAudit(
      {
        action: "referral.create",
        actor: ctx.admin.username,
        success: true,
        ipAddress: ctx.ipAddress,
        details: { code, applicationId: applicationId ?? null, created: !existing },
      },
      tx,
    );
    return { code, link: referralLink(code) };
  });
}
