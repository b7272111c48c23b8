import "server-only";

import type { SignedInAffiliate } from "@/lib/affiliates/affiliate-session";
import { VANITY_CODE_REQUEST_ROW_SELECT, type VanityCodeRequestRow } from "@/lib/affiliates/vanity-code-request-row";
import { AppError } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { AFFILIATE_PORTAL } from "@/lib/content/affiliate-portal";
import { prisma } from "@/lib/database/db";
import { isUniqueViolation } from "@/lib/database/is-unique-violation";
import type { Prisma } from "@/lib/generated/prisma/client";
import { MAX_CODES_PER_AFFILIATE } from "@/lib/referrals/affiliate-code-limit";

type Db = Pick<Prisma.TransactionClient, "referralCode" | "vanityCodeRequest">;

/** A refusal the portal's form shows under its code field as well as in the toast. */
function refused(message: string): AppError {
  return new AppError("conflict", message, { fields: { code: message } });
}

/**
 * Everything that refuses a request, first the affiliate's own state, then the code's. Read again after the
 * database's own guard (one PENDING request per affiliate and per code) turned a racing insert away, so the
 * loser is told why like anyone else.
 */
async function assertCanRequest(db: Db, applicationId: string, code: string): Promise<void> {
  const held = await db.referralCode.count({ where: { applicationId } });
  if (held >= MAX_CODES_PER_AFFILIATE) {
    throw refused(AFFILIATE_PORTAL.vanity.full(MAX_CODES_PER_AFFILIATE));
  }
  const own = await db.vanityCodeRequest.findFirst({ where: { applicationId, status: "PENDING" }, select: { code: true } });
  if (own) throw refused(`Your request for ${own.code} is still waiting for review. You can ask for another code once it is decided.`);
  if (await db.referralCode.findUnique({ where: { code }, select: { code: true } })) {
    throw refused(`The code ${code} is taken. Choose another.`);
  }
  if (await db.vanityCodeRequest.findFirst({ where: { code, status: "PENDING" }, select: { id: true } })) {
    throw refused(`Someone has already asked for ${code}. Choose another.`);
  }
}

/**
 * The portal's "Ask for a vanity code": stores a PENDING request for the signed-in affiliate's own
 * account, audited in the same transaction, for an admin to accept or refuse. A suspended account cannot ask.
 */
export async function requestVanityCode(
  affiliate: Pick<SignedInAffiliate, "id" | "applicationId" | "status">,
  code: string,
  ctx: { ipAddress?: string },
): Promise<VanityCodeRequestRow> {
  if (affiliate.status !== "ACTIVE") throw new AppError("forbidden", AFFILIATE_PORTAL.vanity.suspended);
  const { applicationId } = affiliate;
  try {
    return await prisma.$transaction(async (tx) => {
      await assertCanRequest(tx, applicationId, code);
      const request = await tx.vanityCodeRequest.create({ data: { applicationId, code }, select: VANITY_CODE_REQUEST_ROW_SELECT });
      await recordAudit(
        {
          action: "vanity_code.request",
          actor: "affiliate",
          success: true,
          ipAddress: ctx.ipAddress,
          details: { affiliateId: affiliate.id, applicationId, requestId: request.id, code },
        },
        tx,
      );
      return request;
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    await assertCanRequest(prisma, applicationId, code);
    throw refused(`Someone has already asked for ${code}. Choose another.`);
  }
}
