import "server-only";

import { randomUUID } from "node:crypto";

import type { AffiliateSignupResult, affiliateSignupSchema } from "@/lib/affiliates/schemas";
import { recordAudit } from "@/lib/audit/record-audit";
import { AFFILIATE_APPLICATION } from "@/lib/content/affiliate-application";
import { prisma } from "@/lib/database/db";
import { log } from "@/lib/log";
import { affiliateApplicationMail } from "@/lib/mail/templates/affiliate-application";
import { emitWebhookEvent } from "@/lib/outgoing-webhooks/emit-webhook-event";
import { enqueue } from "@/lib/queue/boss";
import { QUEUES } from "@/lib/queue/queues";
import { site } from "@/lib/site";
import type { z } from "@/lib/validation/zod";

type Application = z.output<typeof affiliateSignupSchema>;

/**
 * "Become an Affiliate": stores the application for the admins to review and,
 * in the same transaction, queues a notification to the support address (the
 * outbox's dedupe key is the application id, so it is sent once). The mail is
 * rendered before the transaction opens (its id is chosen here): rendering is
 * the slow part, and a transaction holds its connection and locks meanwhile.
 */
export async function submitApplication(input: Application, ctx: { ipAddress: string }): Promise<AffiliateSignupResult> {
  const data = { ...input, email: input.email.toLowerCase() };
  const id = randomUUID();
  const mail = await affiliateApplicationMail({ application: data, applicationId: id, receivedAt: new Date(), ipAddress: ctx.ipAddress });
  await prisma.$transaction(async (tx) => {
    await tx.affiliateApplication.create({ data: { ...data, id, ipAddress: ctx.ipAddress }, select: { id: true } });
    await tx.emailOutbox.create({ data: { dedupeKey: `affiliate:${id}`, to: site.supportEmail, ...mail } });
    await enqueue(QUEUES.mail, { dedupeKey: `affiliate:${id}` }, { tx });
    await emitWebhookEvent(tx, "affiliate.applied", { applicationId: id }, { personal: { email: data.email, name: data.name } });
    await recordAudit({ action: "affiliate.apply", actor: "visitor", success: true, ipAddress: ctx.ipAddress, details: { applicationId: id } }, tx);
  });
  log.info("mail queued", { dedupeKey: `affiliate:${id}` });
  return { success: true as const, message: AFFILIATE_APPLICATION.submitted };
}
