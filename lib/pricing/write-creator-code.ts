import "server-only";

import { AppError } from "@/lib/api/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { CREATOR_CODE_ROW_SELECT } from "@/lib/pricing/list-creator-codes";
import type { CreatorCodeTerms } from "@/lib/pricing/schemas";
import { assertRoomForCode } from "@/lib/referrals/affiliate-code-limit";

type Row = Prisma.ReferralCodeGetPayload<{ select: typeof CREATOR_CODE_ROW_SELECT }>;

type WriteOptions = {
  /** Who created it, kept on a new row (an admin's username). */
  createdBy: string;
  /** For a caller that only creates (an approval's first code, an accepted request): the error a code that exists already gives. */
  ifTaken?: (code: string) => AppError;
};

/**
 * The one writer of creator codes (rows of referral_codes, except their use counter: lib/pricing/creator-code.ts),
 * in the caller's transaction: the admin's form and JSON route, an approval's first code and an accepted request
 * all come here, so the same checks hold for each. It creates a code or changes its terms; omitted terms keep their
 * value (a new code: the defaults) and setting one kind of discount clears the other. A code may be linked to an
 * approved affiliate under their code limit, never moved from one affiliate to another. The row is locked first,
 * so two admins saving one code apply one after the other; a race between two creators is settled by the primary key.
 */
export async function writeCreatorCode(
  tx: Prisma.TransactionClient,
  input: CreatorCodeTerms,
  { createdBy, ifTaken }: WriteOptions,
): Promise<{ before: Row | null; after: Row }> {
  const { code, applicationId, ...terms } = input;
  if (terms.discountPercent) terms.discountCents = 0;
  if (terms.discountCents) terms.discountPercent = 0;
  if (applicationId) {
    const application = await tx.affiliateApplication.findUnique({ where: { id: applicationId }, select: { status: true } });
    if (application?.status !== "APPROVED") throw new AppError("unprocessable_entity", "Referral codes can only be linked to an approved affiliate.");
  }
  await tx.$queryRaw`SELECT code FROM referral_codes WHERE code = ${code} FOR UPDATE`;
  const before = await tx.referralCode.findUnique({ where: { code }, select: CREATOR_CODE_ROW_SELECT });
  if (before && ifTaken) throw ifTaken(code);
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
    : await tx.referralCode.create({ data: { code, ...terms, ...link, createdBy }, select: CREATOR_CODE_ROW_SELECT });
  return { before, after };
}
