import "server-only";

import { hasPurchases } from "@/lib/account/owned";
import { createRateLimiter, emailKey } from "@/lib/api/rate-limit";
import { RATE_LIMITS } from "@/lib/api/rate-limits";
import { recordAudit } from "@/lib/audit/record-audit";
import { issueEmailSignIn } from "@/lib/auth/email-sign-in";
import { ACCOUNT_CODE_SENT, ACCOUNT_DEMO, ACCOUNT_PATHS, ACCOUNT_SIGN_IN_MINUTES } from "@/lib/content/account";
import { ACCOUNT_SIGN_IN_MAIL } from "@/lib/content/mail";
import { prisma } from "@/lib/database/db";
import { pingDatabase } from "@/lib/database/ping-database";
import { mailDelivery, type MailDelivery } from "@/lib/downloads/mail-delivery";
import { log } from "@/lib/log";
import { oneTimeCodeMail } from "@/lib/mail/templates/one-time-code";
import { enqueue } from "@/lib/queue/boss";
import { QUEUES } from "@/lib/queue/queues";
import { absoluteUrl } from "@/lib/site";

/** Sign-in mails per address, on top of the per-client limit. Counted in the job, silently: the answer does not change. */
const perEmail = createRateLimiter(RATE_LIMITS.accountSignInEmail);

/**
 * The sign-in form (and POST /api/account/sign-in): queues the lookup and answers at once, with the same message and
 * the same work for every address, so it tells nobody whether an address bought anything. The boundary counts the
 * client's requests (RATE_LIMITS.accountSignIn). `email` is lower-cased (accountSignInSchema).
 */
export async function requestAccountSignIn(
  input: { email: string },
  ctx: { ipAddress: string },
  now = new Date(),
  delivery: MailDelivery = mailDelivery(),
): Promise<{ message: string }> {
  if (delivery === "demo") {
    // No mail server and no real money: do the job's work now and show the code a mail would carry.
    const { code } = await mailAccountSignIn(input.email, ctx, now);
    return { message: code ? ACCOUNT_DEMO.code(code) : ACCOUNT_DEMO.none };
  }
  // While the database is down the visitor gets a 503 to retry, not the promise of a mail that cannot be sent.
  await pingDatabase();
  await enqueue(QUEUES.accountSignIn, { email: input.email, ipAddress: ctx.ipAddress, requestedAt: now.toISOString() });
  return { message: ACCOUNT_CODE_SENT };
}

/**
 * The job: an address that bought something (or had a gift redeemed for it), within its limit, gets a code and a
 * link (lib/auth/email-sign-in.ts), which end any earlier ones; audited either way, without the address.
 */
export async function mailAccountSignIn(email: string, ctx: { ipAddress: string }, now = new Date()): Promise<{ code: string | null }> {
  let outcome: "queued" | "unknown" | "limited" = "unknown";
  let code: string | null = null;
  if (await hasPurchases(email)) {
    if (await perEmail.allowsEmail(email)) {
      code = await queueSignIn(email, now);
      outcome = "queued";
    } else outcome = "limited";
  }
  await recordAudit({ action: "account.sign_in_mail", actor: "buyer", success: outcome === "queued", ipAddress: ctx.ipAddress, details: { outcome } });
  return { code };
}

/** Issues the sign-in and queues its mail; answers the code, for demo mode's page only (never logged). */
async function queueSignIn(email: string, now: Date): Promise<string> {
  const dedupeKey = `account-sign-in:${emailKey(email)}:${now.getTime()}`;
  const code = await prisma.$transaction(async (tx) => {
    const { token, code } = await issueEmailSignIn(tx, { audience: "BUYER", email }, { lifetimeMs: ACCOUNT_SIGN_IN_MINUTES * 60_000, withCode: true }, now);
    const signInLink = absoluteUrl(`${ACCOUNT_PATHS.signIn}?token=${token}`);
    const { subject, text, html } = await oneTimeCodeMail(ACCOUNT_SIGN_IN_MAIL, { code, signInLink, minutes: ACCOUNT_SIGN_IN_MINUTES });
    await tx.emailOutbox.createMany({ data: [{ dedupeKey, to: email, subject, text, html }], skipDuplicates: true });
    await enqueue(QUEUES.mail, { dedupeKey }, { tx });
    return code ?? "";
  });
  // The body is a credential and the address personal: only the key is logged.
  log.info("mail queued", { dedupeKey });
  return code;
}
