import "server-only";

import { createRateLimiter, emailKey } from "@/lib/api/rate-limit";
import { RATE_LIMITS } from "@/lib/api/rate-limits";
import { recordAudit } from "@/lib/audit/record-audit";
import { RESEND_DEMO, RESEND_QUEUED_MESSAGE, RESEND_SENT_MESSAGE } from "@/lib/content/delivery";
import { prisma } from "@/lib/database/db";
import { pingDatabase } from "@/lib/database/ping-database";
import { downloadLink } from "@/lib/downloads/download-link";
import { issueDownloadToken } from "@/lib/downloads/issue-download-token";
import { mailDelivery, type MailDelivery } from "@/lib/downloads/mail-delivery";
import type { ResendDownloadLinkInput, ResendDownloadLinkResult } from "@/lib/downloads/schemas";
import { log } from "@/lib/log";
import { resendLinksMail } from "@/lib/mail/templates/resend-links";
import { enqueue } from "@/lib/queue/boss";
import { QUEUES } from "@/lib/queue/queues";

/**
 * Mails per address, on top of the route's per-client limit. Keyed by the address's SHA-256: the key fits the
 * table's column whatever the address's length, and the table does not spell out who asked.
 */
const perAddress = createRateLimiter(RATE_LIMITS.resendEmail);

/** Thrown inside the transaction to roll back tokens issued for a mail the outbox already holds. */
class AlreadyQueued extends Error {}

/**
 * "Lost your download link?": e-mails a fresh link for every active license
 * bought with this address, in one message. The answer is the same whether
 * or not the address is known or limited, so the form tells a stranger
 * nothing, and so is its timing: the request only queues a job (the same
 * insert for every address), and the lookup, the tokens and the mail happen
 * in the job (lib/jobs/resend-links-worker.ts; done in the request, they made
 * a buyer's answer measurably slower than a stranger's). Requests in the same minute
 * share one outbox row (its dedupe key), so a burst (or a double click) sends
 * one mail and uses up no extra quota.
 */
export async function resendDownloadLinks(
  input: ResendDownloadLinkInput,
  ctx: { ipAddress: string },
  now = new Date(),
  delivery: MailDelivery = mailDelivery(),
): Promise<ResendDownloadLinkResult> {
  if (delivery === "demo") {
    // Nothing here is real money and no mail can be read: do the job's work now and show its links.
    const { links } = await mailDownloadLinks(input.email, ctx, now);
    return { success: true as const, message: links.length > 0 ? RESEND_DEMO.message : RESEND_DEMO.none, demoLinks: links };
  }
  // The same round trip for every address, so it tells nothing; while the database is down the visitor
  // gets a 503 to retry, not the promise of a mail that cannot be sent.
  await pingDatabase();
  await enqueue(QUEUES.resendLinks, { email: input.email, ipAddress: ctx.ipAddress, requestedAt: now.toISOString() });
  return { success: true as const, message: delivery === "smtp" ? RESEND_SENT_MESSAGE : RESEND_QUEUED_MESSAGE };
}

/** The resend job: looks the address up and queues one mail with a fresh link per active license; audited either way. */
export async function mailDownloadLinks(address: string, ctx: { ipAddress: string }, now: Date): Promise<{ links: QueuedLink[] }> {
  // Addresses are stored lower-cased (create-order), so this is an exact, indexed match.
  const email = address.toLowerCase();
  const licenses = await prisma.license.findMany({ where: { email, active: true }, orderBy: { addedAt: "asc" }, select: { id: true, username: true } });
  // Hashed: the key must fit its column whatever the address's length, and the outbox index need not spell it out.
  const dedupeKey = `resend:${emailKey(email)}:${Math.floor(now.getTime() / 60_000)}`;

  let outcome: "queued" | "no_license" | "duplicate" | "limited" = "no_license";
  let links: QueuedLink[] = [];
  if (licenses.length > 0) {
    if (await prisma.emailOutbox.findUnique({ where: { dedupeKey }, select: { id: true } })) outcome = "duplicate";
    else if (!(await perAddress.allowsEmail(email))) outcome = "limited";
    else {
      const queued = await queueLinks({ email, dedupeKey, licenses, now });
      outcome = queued.outcome;
      links = queued.links;
    }
  }
  await recordAudit({
    action: "download.resend",
    actor: "buyer",
    success: outcome === "queued",
    ipAddress: ctx.ipAddress,
    details: { licenses: licenses.length, outcome },
  });
  return { links };
}

type QueuedLink = { username: string; downloadLink: string };

/** Issues one token per license and queues the mail in one transaction; nothing is kept when the outbox already had it. */
async function queueLinks({ email, dedupeKey, licenses, now }: { email: string; dedupeKey: string; licenses: { id: string; username: string }[]; now: Date }) {
  let subject: string;
  let links: QueuedLink[] = [];
  try {
    subject = await prisma.$transaction(async (tx) => {
      links = [];
      for (const license of licenses) {
        links.push({ username: license.username, downloadLink: downloadLink(await issueDownloadToken(tx, license.id, now)) });
      }
      const { subject, text, html } = await resendLinksMail({ links });
      const created = await tx.emailOutbox.createMany({ data: [{ dedupeKey, to: email, subject, text, html }], skipDuplicates: true });
      if (created.count === 0) throw new AlreadyQueued();
      await enqueue(QUEUES.mail, { dedupeKey }, { tx });
      return subject;
    });
  } catch (error) {
    if (error instanceof AlreadyQueued) return { outcome: "duplicate" as const, links: [] };
    throw error;
  }
  // The body holds download links (credentials) and the address is personal: only the key and subject are logged.
  log.info("mail queued", { dedupeKey, subject });
  return { outcome: "queued" as const, links };
}
