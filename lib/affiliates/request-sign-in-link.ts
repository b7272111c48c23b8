import "server-only";

import { issueSignInLink, SIGN_IN_LINK_MINUTES } from "@/lib/affiliates/issue-sign-in-link";
import { createRateLimiter } from "@/lib/api/rate-limit";
import { RATE_LIMITS } from "@/lib/api/rate-limits";
import { recordAudit } from "@/lib/audit/record-audit";
import { SIGN_IN_LINK_SENT } from "@/lib/content/affiliate-portal";
import { AFFILIATE_SIGN_IN_MAIL } from "@/lib/content/mail";
import { prisma } from "@/lib/database/db";
import { log } from "@/lib/log";
import { oneTimeCodeMail } from "@/lib/mail/templates/one-time-code";
import { enqueue } from "@/lib/queue/boss";
import { QUEUES } from "@/lib/queue/queues";

/** Sign-in requests per client. */
const perClient = createRateLimiter(RATE_LIMITS.affiliateSignIn);
/** Sign-in mails per address, on top of the per-client limit. Counted in the job, silently: the form's answer does not change. */
const perEmail = createRateLimiter(RATE_LIMITS.affiliateSignInEmail);

/**
 * The sign-in form: queues the lookup and answers at once, with the same
 * message and the same work for every address, so the form tells nobody
 * whether an address has an account. Only the per-client limit shows.
 */
export async function requestSignInLink(input: { email: string }, ctx: { ipAddress: string }, now = new Date()): Promise<{ message: string }> {
  await perClient.hitAddress(ctx.ipAddress);
  await enqueue(QUEUES.affiliateSignIn, { email: input.email, ipAddress: ctx.ipAddress, requestedAt: now.toISOString() });
  return { message: SIGN_IN_LINK_SENT };
}

/** The job: a known affiliate (active or suspended) within its limit gets a one-time link; audited either way. */
export async function mailSignInLink(address: string, ctx: { ipAddress: string }, now = new Date()): Promise<void> {
  const email = address.toLowerCase();
  const affiliate = await prisma.affiliate.findUnique({ where: { email }, select: { id: true } });
  let outcome: "queued" | "unknown" | "limited" = "unknown";
  if (affiliate) outcome = (await perEmail.allowsEmail(email)) ? await queueLink(affiliate.id, email, now) : "limited";
  await recordAudit({ action: "affiliate.sign_in_link", actor: "affiliate", success: outcome === "queued", ipAddress: ctx.ipAddress, details: { outcome } });
}

async function queueLink(affiliateId: string, email: string, now: Date) {
  const dedupeKey = `affiliate-sign-in:${affiliateId}:${now.getTime()}`;
  await prisma.$transaction(async (tx) => {
    const signInLink = await issueSignInLink(tx, { id: affiliateId, email }, SIGN_IN_LINK_MINUTES * 60 * 1000, now);
    const { subject, text, html } = await oneTimeCodeMail(AFFILIATE_SIGN_IN_MAIL, { signInLink, minutes: SIGN_IN_LINK_MINUTES });
    await tx.emailOutbox.createMany({ data: [{ dedupeKey, to: email, subject, text, html }], skipDuplicates: true });
    await enqueue(QUEUES.mail, { dedupeKey }, { tx });
  });
  // The body is a credential and the address personal: only the key is logged.
  log.info("mail queued", { dedupeKey });
  return "queued" as const;
}
