import "server-only";

import { AppError } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { consumeEmailSignInCode, consumeEmailSignInLink, emailSignInLinkUsable } from "@/lib/auth/email-sign-in";
import { startPortalSession } from "@/lib/auth/portal-session";
import { ACCOUNT_CODE_REFUSED, ACCOUNT_LINK_PAGE } from "@/lib/content/account";
import { prisma } from "@/lib/database/db";

/**
 * The code from the sign-in mail (and POST /api/account/verify): a right one starts a session for the address and
 * sets its cookie; a wrong, used or expired one, or one guessed at five times, is refused with one message and
 * changes nothing but the count of tries. The boundary counts the client's tries (RATE_LIMITS.accountVerify); `email`
 * is lower-cased (accountVerifySchema).
 */
export async function signInWithCode(input: { email: string; code: string }, ctx: { ipAddress: string }, now = new Date()): Promise<void> {
  const signIn = await consumeEmailSignInCode(input.email, input.code, { audience: "BUYER" }, now);
  if (!signIn) {
    await recordAudit({ action: "account.sign_in", actor: "buyer", success: false, ipAddress: ctx.ipAddress, details: { via: "code" } });
    throw new AppError("unauthorized", ACCOUNT_CODE_REFUSED);
  }
  await startSession(signIn.email, "code", ctx, now);
}

/**
 * The button of the page a sign-in link opens: uses the link up (one conditional update, so two presses or two
 * browsers racing get one session between them) and starts a session. A used, expired or unknown link is refused
 * with one message; nothing is changed.
 */
export async function signInWithAccountLink(token: string, ctx: { ipAddress: string }, now = new Date()): Promise<void> {
  const signIn = await prisma.$transaction((tx) => consumeEmailSignInLink(tx, token, { audience: "BUYER" }, now));
  if (!signIn) throw new AppError("unauthorized", ACCOUNT_LINK_PAGE.invalid);
  await startSession(signIn.email, "link", ctx, now);
}

/** What the link's page shows before anyone presses the button: a read, so an e-mail scanner's GET uses nothing up. */
export async function accountLinkUsable(token: string, now = new Date()): Promise<boolean> {
  return emailSignInLinkUsable(token, { audience: "BUYER" }, now);
}

async function startSession(email: string, via: "code" | "link", ctx: { ipAddress: string }, now: Date) {
  await prisma.$transaction(async (tx) => {
    const sessionId = await startPortalSession(tx, { audience: "BUYER", email }, now);
    await recordAudit({ action: "account.sign_in", actor: "buyer", success: true, ipAddress: ctx.ipAddress, details: { via, sessionId } }, tx);
  });
}
