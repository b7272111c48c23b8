import "server-only";

import { issueFirstCode } from "@/lib/affiliates/issue-first-code";
import { issueSignInLink, WELCOME_LINK_HOURS } from "@/lib/affiliates/issue-sign-in-link";
import { AppError } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import type { AdminContext } from "@/lib/auth/admin-context";
import { AFFILIATE_PATHS } from "@/lib/content/affiliate-portal";
import { prisma } from "@/lib/database/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { log } from "@/lib/log";
import { affiliateRejectionMail } from "@/lib/mail/templates/affiliate-rejection";
import { affiliateWelcomeMail } from "@/lib/mail/templates/affiliate-welcome";
import type { Mail } from "@/lib/mail/templates/mail";
import { enqueue } from "@/lib/queue/boss";
import { QUEUES } from "@/lib/queue/queues";
import { referralLink } from "@/lib/referrals/referral-codes";
import { absoluteUrl } from "@/lib/site";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Application = { id: string; name: string; email: string };

/**
 * Approves or rejects an application, in one transaction with its effects.
 * Approving creates the applicant's affiliate account (their referral codes
 * stay linked to the application) with its first referral code (the admin's
 * `code`, or one made from the name: issueFirstCode) and queues the welcome
 * mail with the code, its link and a one-time sign-in link; approving again
 * finds the account and sends nothing. Rejecting queues a polite mail, once per application; an
 * application whose account exists cannot be rejected (suspend the account).
 */
export async function reviewApplication(
  id: string,
  status: "APPROVED" | "REJECTED",
  ctx: AdminContext,
  options: { code?: string } = {},
): Promise<{ id: string; status: "APPROVED" | "REJECTED"; code?: string }> {
  return prisma.$transaction(async (tx) => {
    const application = UUID.test(id)
      ? await tx.affiliateApplication.findUnique({
          where: { id },
          select: { id: true, name: true, email: true, status: true, account: { select: { id: true } } },
        })
      : null;
    if (!application) throw new AppError("not_found", "No such affiliate application.");
    if (status === "REJECTED" && application.account) {
      throw new AppError("conflict", "This applicant already has an affiliate account: suspend it instead.");
    }
    await tx.affiliateApplication.update({ where: { id }, data: { status, reviewedAt: new Date() } });
    const opened = status === "APPROVED" && !application.account ? await openAccount(tx, application, options.code, ctx.admin.username) : null;
    const mail = opened ? "welcome" : status === "APPROVED" ? "none" : await queueRejection(tx, application);
    await recordAudit(
      {
        action: "affiliate.review",
        actor: ctx.admin.username,
        success: true,
        ipAddress: ctx.ipAddress,
        details: { applicationId: id, decision: status, previous: application.status, mail, ...(opened && { code: opened.code }) },
      },
      tx,
    );
    return { id, status, ...(opened && { code: opened.code }) };
  });
}

/** The account, its first code and its welcome mail; a second application with the same address is refused (one account per address). */
async function openAccount(tx: Prisma.TransactionClient, application: Application, requestedCode: string | undefined, admin: string) {
  const email = application.email.toLowerCase();
  const taken = await tx.affiliate.findUnique({ where: { email }, select: { id: true } });
  if (taken) throw new AppError("conflict", "Another application with this e-mail address already has an affiliate account.");
  const account = await tx.affiliate.create({ data: { applicationId: application.id, name: application.name, email }, select: { id: true } });
  const code = await issueFirstCode(tx, application, requestedCode, admin);
  const signInLink = await issueSignInLink(tx, { id: account.id, email }, WELCOME_LINK_HOURS * 60 * 60 * 1000);
  const mail = await affiliateWelcomeMail({
    name: application.name,
    code,
    codeLink: referralLink(code),
    signInLink,
    linkHours: WELCOME_LINK_HOURS,
    loginUrl: absoluteUrl(AFFILIATE_PATHS.login),
  });
  await queueMail(tx, { dedupeKey: `affiliate-welcome:${account.id}`, to: email, ...mail });
  return { code };
}

async function queueRejection(tx: Prisma.TransactionClient, application: Application) {
  const mail = await affiliateRejectionMail({ name: application.name });
  return (await queueMail(tx, { dedupeKey: `affiliate-rejection:${application.id}`, to: application.email, ...mail })) ? "rejection" : "none";
}

/** Queues one outbox message with its delivery job; false when the outbox already holds that key. */
async function queueMail(tx: Prisma.TransactionClient, message: { dedupeKey: string; to: string } & Mail): Promise<boolean> {
  const created = await tx.emailOutbox.createMany({ data: [message], skipDuplicates: true });
  if (created.count === 0) return false;
  await enqueue(QUEUES.mail, { dedupeKey: message.dedupeKey }, { tx });
  // The welcome body holds a sign-in link (a credential): only the envelope is logged.
  log.info("mail queued", { dedupeKey: message.dedupeKey, subject: message.subject });
  return true;
}
