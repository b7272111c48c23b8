import "server-only";

import type { SignedInBuyer } from "@/lib/account/account-session";
import { AppError } from "@/lib/api/errors";
import { createRateLimiter, emailKey } from "@/lib/api/rate-limit";
import { RATE_LIMITS } from "@/lib/api/rate-limits";
import { recordAudit } from "@/lib/audit/record-audit";
import { consumeEmailSignInCode, issueEmailSignIn } from "@/lib/auth/email-sign-in";
import { ACCOUNT_CODE_REFUSED, ACCOUNT_DEMO, ACCOUNT_PAGE, ACCOUNT_SIGN_IN_MINUTES } from "@/lib/content/account";
import { ACCOUNT_EMAIL_CODE_MAIL } from "@/lib/content/mail";
import { prisma } from "@/lib/database/db";
import { mailDelivery, type MailDelivery } from "@/lib/downloads/mail-delivery";
import { log } from "@/lib/log";
import { accountEmailChangedMail } from "@/lib/mail/templates/account-email-change";
import { oneTimeCodeMail } from "@/lib/mail/templates/one-time-code";
import { enqueue } from "@/lib/queue/boss";
import { QUEUES } from "@/lib/queue/queues";

/** Codes per address, shared with the sign-in's mails: nobody floods an inbox through either. */
const perEmail = createRateLimiter(RATE_LIMITS.accountSignInEmail);

/**
 * The first step of moving an account to another address: a 6-digit code to the new address (lib/auth/email-sign-in.ts,
 * for this purpose and bound to the current address), which proves the buyer reads it. `newEmail` is lower-cased. In
 * demo mode (no mail server) the answer shows the code, as the sign-in's does, so a visitor can try the whole account.
 */
export async function requestEmailChange(
  buyer: SignedInBuyer,
  newEmail: string,
  now = new Date(),
  delivery: MailDelivery = mailDelivery(),
): Promise<{ message: string }> {
  if (newEmail === buyer.email) throw new AppError("conflict", ACCOUNT_PAGE.email.same, { fields: { email: ACCOUNT_PAGE.email.same } });
  try {
    await perEmail.hitEmail(newEmail);
  } catch (error) {
    if (error instanceof AppError && error.code === "rate_limited") throw new AppError("rate_limited", ACCOUNT_PAGE.email.tooMany);
    throw error;
  }
  const dedupeKey = `account-email:${emailKey(newEmail)}:${now.getTime()}`;
  const code = await prisma.$transaction(async (tx) => {
    const { code } = await issueEmailSignIn(
      tx,
      { audience: "BUYER", purpose: "EMAIL_CHANGE", email: newEmail, fromEmail: buyer.email },
      { lifetimeMs: ACCOUNT_SIGN_IN_MINUTES * 60_000, withCode: true },
      now,
    );
    const { subject, text, html } = await oneTimeCodeMail(ACCOUNT_EMAIL_CODE_MAIL, { code, minutes: ACCOUNT_SIGN_IN_MINUTES });
    await tx.emailOutbox.createMany({ data: [{ dedupeKey, to: newEmail, subject, text, html }], skipDuplicates: true });
    await enqueue(QUEUES.mail, { dedupeKey }, { tx });
    return code ?? "";
  });
  log.info("mail queued", { dedupeKey });
  return { message: delivery === "demo" ? ACCOUNT_DEMO.emailCode(newEmail, code) : ACCOUNT_PAGE.email.sent(newEmail) };
}

/**
 * The second step: the code from the new address moves everything bought with the old one there (orders, licenses,
 * gifts redeemed for it), keeps this browser signed in under the new address, ends every other session of the old
 * one, tells the old address, and audits it. A wrong code, or one asked for from another account, changes nothing
 * but the count of tries.
 */
export async function confirmEmailChange(
  buyer: SignedInBuyer,
  input: { email: string; code: string },
  ctx: { ipAddress: string },
  now = new Date(),
): Promise<{ message: string; email: string }> {
  const change = await consumeEmailSignInCode(input.email, input.code, { audience: "BUYER", purpose: "EMAIL_CHANGE" }, now);
  if (!change || change.fromEmail !== buyer.email) throw new AppError("unauthorized", ACCOUNT_CODE_REFUSED, { fields: { code: ACCOUNT_CODE_REFUSED } });
  const [from, to] = [buyer.email, change.email];
  const dedupeKey = `account-email-changed:${emailKey(from)}:${now.getTime()}`;
  await prisma.$transaction(async (tx) => {
    await tx.order.updateMany({ where: { OR: [{ email: from }, { payerEmail: from }] }, data: { email: to } });
    await tx.license.updateMany({ where: { email: from }, data: { email: to } });
    await tx.gift.updateMany({ where: { recipientEmail: from }, data: { recipientEmail: to } });
    await tx.portalSession.updateMany({ where: { audience: "BUYER", email: from, endedAt: null, id: { not: buyer.sessionId } }, data: { endedAt: now } });
    await tx.portalSession.update({ where: { id: buyer.sessionId }, data: { email: to } });
    await tx.emailSignIn.deleteMany({ where: { audience: "BUYER", OR: [{ email: from }, { fromEmail: from }] } });
    const { subject, text, html } = await accountEmailChangedMail({ to });
    await tx.emailOutbox.createMany({ data: [{ dedupeKey, to: from, subject, text, html }], skipDuplicates: true });
    await enqueue(QUEUES.mail, { dedupeKey }, { tx });
    await recordAudit({ action: "account.email_change", actor: "buyer", success: true, ipAddress: ctx.ipAddress, details: { sessionId: buyer.sessionId } }, tx);
  });
  log.info("mail queued", { dedupeKey });
  return { message: ACCOUNT_PAGE.email.changed(to), email: to };
}
