import "server-only";

import { AppError } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import type { AdminContext } from "@/lib/auth/admin-context";
import { prisma } from "@/lib/database/db";
import { CREATOR_CODE_ROW_SELECT, toCreatorCodeRow, type CreatorCodeRow } from "@/lib/pricing/list-creator-codes";
import type { CreatorCodeTerms } from "@/lib/pricing/schemas";
import { assertRoomForCode } from "@/lib/referrals/affiliate-code-limit";

/**
 * Creates a creator code or changes its terms, in one transaction with its audit row, which keeps
 * the terms before and after. Omitted terms keep their value (a new code: the defaults). Setting one kind of
 * discount clears the other. A code may be linked to an approved affiliate, never moved from one to another.
 */
export async function saveCreatorCode(input: CreatorCodeTerms, ctx: AdminContext): Promise<{ created: boolean; code: CreatorCodeRow }> {
  const { code, applicationId, ...terms } = input;
  if (terms.discountPercent) terms.discountCents = 0;
  if (terms.discountCents) terms.discountPercent = 0;
  return prisma.$transaction(async (tx) => {
    if (applicationId) {
      const application = await tx.affiliateApplication.findUnique({ where: { id: applicationId }, select: { status: true } });
      if (application?.status !== "APPROVED") throw new AppError("unprocessable_entity", "Referral codes can only be linked to an approved affiliate.");
    }
    await tx.$queryRaw`SELECT code FROM referral_codes WHERE code = ${code} FOR UPDATE`;
    const before = await tx.referralCode.findUnique({ where: { code }, select: CREATOR_CODE_ROW_SELECT });
    if (before?.applicationId && applicationId && before.applicationId !== applicationId) {
      throw new AppError("conflict", `The code ${code} already belongs to another affiliate.`);
    }
    const startsAt = terms.startsAt === undefined ? (before?.startsAt ?? null) : terms.startsAt;
    const endsAt = terms.endsAt === undefined ? (before?.endsAt ?? null) : terms.endsAt;
    if (startsAt && endsAt && startsAt >= endsAt) {
      throw new AppError("unprocessable_entity", "The code's end must be after its start.", { fields: { endsAt: "The code's end must be after its start." } });
    }
    const link = applicationId && !before?.applicationId ? { applicationId } : {};
    if (link.applicationId) await assertRoomForCode(tx, link.applicationId);
    const after = before
      ? await tx.referralCode.update({ where: { code }, data: { ...terms, ...link }, select: CREATOR_CODE_ROW_SELECT })
      : await tx.referralCode.create({ data: { code, ...terms, ...link, createdBy: ctx.admin.username }, select: CREATOR_CODE_ROW_SELECT });
    await recordAudit(
      {
        action: "creator_code.save",
        actor: ctx.admin.username,
        success: true,
        ipAddress: ctx.ipAddress,
        details: { code, created: !before, before: before ? auditedTerms(toCreatorCodeRow(before)) : null, after: auditedTerms(toCreatorCodeRow(after)) },
      },
      tx,
    );
    return { created: !before, code: toCreatorCodeRow(after) };
  });
}

/** The terms an audit row keeps, without the counters. */
function auditedTerms({ uses: _uses, link: _link, affiliateName: _name, ...terms }: CreatorCodeRow) {
  return terms;
}
