import "server-only";

import { startAffiliateSession } from "@/lib/affiliates/affiliate-session";
import { hashSecretToken } from "@/lib/affiliates/secret-token";
import { AppError } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { AFFILIATE_SIGN_IN_PAGE } from "@/lib/content/affiliate-portal";
import { prisma } from "@/lib/database/db";

/**
 * The sign-in button: uses the link's token up (one conditional update, so
 * two presses or two browsers racing get one session between them) and
 * starts a session. A used, expired or unknown token is refused with one
 * message; nothing is changed.
 */
export async function signInWithLink(token: string, ctx: { ipAddress?: string }, now = new Date()): Promise<void> {
  const tokenHash = hashSecretToken(token);
  await prisma.$transaction(async (tx) => {
    const used = await tx.affiliateLoginToken.updateManyAndReturn({
      where: { tokenHash, usedAt: null, expiresAt: { gt: now } },
      data: { usedAt: now },
      select: { affiliateId: true },
    });
    const affiliateId = used[0]?.affiliateId;
    if (!affiliateId) throw new AppError("unauthorized", AFFILIATE_SIGN_IN_PAGE.invalid);
    await startAffiliateSession(tx, affiliateId, now);
    await recordAudit({ action: "affiliate.sign_in", actor: "affiliate", success: true, ipAddress: ctx.ipAddress, details: { affiliateId } }, tx);
  });
}

/** What the link's page shows before anyone presses the button: a read, so an e-mail scanner's GET uses nothing up. */
export async function signInLinkUsable(token: string, now = new Date()): Promise<boolean> {
  const found = await prisma.affiliateLoginToken.findFirst({
    where: { tokenHash: hashSecretToken(token), usedAt: null, expiresAt: { gt: now } },
    select: { id: true },
  });
  return found !== null;
}
