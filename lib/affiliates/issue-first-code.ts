import "server-only";

import { AppError } from "@/lib/api/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { writeCreatorCode } from "@/lib/pricing/write-creator-code";
import { codeFromName, firstFreeCode } from "@/lib/referrals/code-from-name";

function takenError(code: string): AppError {
  const message = `The code ${code} is taken. Choose another, or leave it blank for one made from the name.`;
  return new AppError("conflict", message, { fields: { code: message } });
}

/**
 * The referral code an approved affiliate starts with, issued in the approval's transaction: the
 * one the admin typed, which must be free, or else one derived from their name, numbered when taken ("TECHNO2").
 * An application that already has a code (an admin linked one before) keeps its oldest and gets none.
 */
export async function issueFirstCode(
  tx: Prisma.TransactionClient,
  application: { id: string; name: string },
  requested: string | undefined,
  createdBy: string,
): Promise<string> {
  const held = await tx.referralCode.findFirst({ where: { applicationId: application.id }, orderBy: { createdAt: "asc" }, select: { code: true } });
  if (held) return held.code;
  let code = requested;
  if (!code) {
    const base = codeFromName(application.name);
    const taken = await tx.referralCode.findMany({ where: { code: { startsWith: base } }, select: { code: true } });
    code = firstFreeCode(base, new Set(taken.map((row) => row.code)));
  }
  await writeCreatorCode(tx, { code, applicationId: application.id }, { createdBy, ifTaken: takenError });
  return code;
}
