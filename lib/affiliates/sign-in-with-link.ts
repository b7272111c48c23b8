import "server-only";

import { AppError } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { consumeEmailSignInLink, emailSignInLinkUsable } from "@/lib/auth/email-sign-in";
import { startPortalSession } from "@/lib/auth/portal-session";
import { AFFILIATE_SIGN_IN_PAGE } from "@/lib/content/affiliate-portal";
import { prisma } from "@/lib/database/db";

/**
 * The sign-in button: uses the link's token up (lib/auth/email-sign-in.ts: one conditional update, so two presses or
 * two browsers racing get one session between them) and starts a session. A used, expired or unknown token is
 * refused with one message; nothing is changed.
 */
export async function signInWithLink(token: string, ctx: { ipAddress?: string }, now = new Date()): Promise<void> {
  await prisma.$transaction(async (tx) => {
    const affiliateId = (await consumeEmailSignInLink(tx, token, { audience: "AFFILIATE" }, now))?.affiliateId;
    if (!affiliateId) throw new AppError("unauthorized", AFFILIATE_SIGN_IN_PAGE.invalid);
    await startPortalSession(tx, { audience: "AFFILIATE", affiliateId }, now);
    await recordAudit({ action: "affiliate.sign_in", actor: "affiliate", success: true, ipAddress: ctx.ipAddress, details: { affiliateId } }, tx);
  });
}

/** What the link's page shows before anyone presses the button: a read, so an e-mail scanner's GET uses nothing up. */
export async function signInLinkUsable(token: string, now = new Date()): Promise<boolean> {
  return emailSignInLinkUsable(token, { audience: "AFFILIATE" }, now);
}
