import "server-only";

import { AppError } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import type { AdminContext } from "@/lib/auth/admin-context";
import { AFFILIATE_PATHS } from "@/lib/content/affiliate-portal";
import { prisma } from "@/lib/database/db";
import { isUniqueViolation } from "@/lib/database/is-unique-violation";
import type { Prisma } from "@/lib/generated/prisma/client";
import { log } from "@/lib/log";
import { affiliateVanityCodeMail } from "@/lib/mail/templates/affiliate-vanity-code";
import { writeCreatorCode } from "@/lib/pricing/write-creator-code";
import { enqueue } from "@/lib/queue/boss";
import { QUEUES } from "@/lib/queue/queues";
import { referralLink } from "@/lib/referrals/referral-codes";
import { absoluteUrl } from "@/lib/site";

type Decision = { status: "ACCEPTED" } | { status: "REFUSED"; reason: string };

function taken(code: string): AppError {
  return new AppError("conflict", `The code ${code} was taken since it was asked for. Refuse the request with a reason, so the affiliate can ask for another.`);
}

/**
 * Marks a PENDING request decided, or refuses: a request decided already (by another admin a moment ago) is a
 * conflict, an unknown one not_found. The conditional update takes the row's lock, so of two admins deciding
 * at once the second waits for the first and then finds the request decided.
 */
async function decide(tx: Prisma.TransactionClient, id: string, decision: Decision, admin: string) {
  const claimed = await tx.vanityCodeRequest.updateMany({
    where: { id, status: "PENDING" },
    data: { ...decision, decidedBy: admin, decidedAt: new Date() },
  });
  const request = await tx.vanityCodeRequest.findUnique({
    where: { id },
    select: { code: true, status: true, applicationId: true, affiliate: { select: { status: true, account: { select: { name: true, email: true } } } } },
  });
  if (!request) throw new AppError("not_found", "No such vanity code request.");
  if (claimed.count === 0) throw new AppError("conflict", `The request for ${request.code} was already ${request.status.toLowerCase()}.`);
  return request;
}

/** The affiliate's mail about the decision, queued in the decision's transaction (once per request). */
async function queueDecisionMail(
  tx: Prisma.TransactionClient,
  id: string,
  to: { name: string; email: string },
  mail: Parameters<typeof affiliateVanityCodeMail>[0],
) {
  const dedupeKey = `vanity-code:${id}`;
  const message = await affiliateVanityCodeMail(mail);
  const created = await tx.emailOutbox.createMany({ data: [{ dedupeKey, to: to.email, ...message }], skipDuplicates: true });
  if (created.count === 0) return;
  await enqueue(QUEUES.mail, { dedupeKey }, { tx });
  log.info("mail queued", { dedupeKey, subject: message.subject });
}

/**
 * An admin accepts a vanity code request: in one transaction the request is marked ACCEPTED, the
 * referral code is created for its affiliate with the default terms (under the five-code limit), the decision is
 * audited and the affiliate's mail queued. A code taken in the meantime (another affiliate's, or one an admin
 * created) is a conflict and changes nothing; the database's primary key decides a race between two creators.
 */
export async function acceptVanityCode(id: string, ctx: AdminContext): Promise<{ id: string; code: string; link: string }> {
  let code: string | undefined;
  try {
    return await prisma.$transaction(async (tx) => {
      const request = await decide(tx, id, { status: "ACCEPTED" }, ctx.admin.username);
      code = request.code;
      await writeCreatorCode(tx, { code, applicationId: request.applicationId }, { createdBy: ctx.admin.username, ifTaken: taken });
      await recordAudit(
        {
          action: "vanity_code.accept",
          actor: ctx.admin.username,
          success: true,
          ipAddress: ctx.ipAddress,
          details: { requestId: id, applicationId: request.applicationId, code },
        },
        tx,
      );
      const link = referralLink(code);
      const account = request.affiliate.account;
      if (account) {
        await queueDecisionMail(tx, id, account, {
          decision: "ACCEPTED",
          name: account.name,
          code,
          codeLink: link,
          portalUrl: absoluteUrl(AFFILIATE_PATHS.portal),
        });
      }
      return { id, code, link };
    });
  } catch (error) {
    if (code && isUniqueViolation(error)) throw taken(code);
    throw error;
  }
}

/** An admin refuses a vanity code request with a reason, which the affiliate's portal and mail show; audited. */
export async function refuseVanityCode({ id, reason }: { id: string; reason: string }, ctx: AdminContext): Promise<{ id: string; code: string }> {
  return prisma.$transaction(async (tx) => {
    const request = await decide(tx, id, { status: "REFUSED", reason }, ctx.admin.username);
    await recordAudit(
      {
        action: "vanity_code.refuse",
        actor: ctx.admin.username,
        success: true,
        ipAddress: ctx.ipAddress,
        details: { requestId: id, applicationId: request.applicationId, code: request.code, reason },
      },
      tx,
    );
    const account = request.affiliate.account;
    if (account) {
      await queueDecisionMail(tx, id, account, {
        decision: "REFUSED",
        name: account.name,
        code: request.code,
        reason,
        portalUrl: absoluteUrl(AFFILIATE_PATHS.portal),
      });
    }
    return { id, code: request.code };
  });
}
