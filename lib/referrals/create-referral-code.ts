import "server-only";

import { z } from "@/lib/validation/zod";

import type { AdminContext } from "@/lib/auth/admin-context";
import { referralLink, sanitizeReferralCode } from "@/lib/referrals/referral-codes";
import { AppError } from "@/lib/api/errors";
import { parseWith } from "@/lib/api/parse";
import { recordAudit } from "@/lib/audit/record-audit";
import { prisma } from "@/lib/db";

/** A code as the generator makes it: "my-code!! 2024" → "MYCODE2024"; nothing left is an error. */
export const referralCodeSchema = z
  .string("Enter a referral code")
  .transform(sanitizeReferralCode)
  .pipe(z.string().min(1, "A referral code needs at least one letter or digit (A-Z, 0-9)"));

export const createReferralCodeSchema = z.object({
  code: referralCodeSchema,
  applicationId: z
    .union([z.uuid("applicationId must be an affiliate application id"), z.literal("")])
    .optional()
    .transform((value) => value || undefined),
});

/**
 * Registers a referral code, optionally for an approved affiliate, and gives
 * its link. Registering a code again changes nothing (it may be linked to an
 * affiliate then, once); a code already another affiliate's is refused, so
 * nobody's commissions move to someone else.
 */
export async function createReferralCode(input: z.input<typeof createReferralCodeSchema>, ctx: AdminContext): Promise<{ code: string; link: string }> {
  const { code, applicationId } = parseWith(createReferralCodeSchema, input);
  return prisma.$transaction(async (tx) => {
    if (applicationId) {
      const application = await tx.affiliateApplication.findUnique({ where: { id: applicationId }, select: { status: true } });
      if (application?.status !== "APPROVED") throw new AppError("unprocessable_entity", "Referral codes can only be linked to an approved affiliate.");
    }
    const existing = await tx.referralCode.findUnique({ where: { code }, select: { applicationId: true } });
    if (existing?.applicationId && applicationId && existing.applicationId !== applicationId) {
      throw new AppError("conflict", `The code ${code} already belongs to another affiliate.`);
    }
    if (!existing) await tx.referralCode.create({ data: { code, applicationId, createdBy: ctx.admin.username } });
    else if (applicationId && !existing.applicationId) await tx.referralCode.update({ where: { code }, data: { applicationId } });
    await recordAudit(
      { action: "referral.create", actor: ctx.admin.username, success: true, ipAddress: ctx.ipAddress, details: { code, applicationId: applicationId ?? null, created: !existing } },
      tx,
    );
    return { code, link: referralLink(code) };
  });
}
