import "server-only";

import nodemailer, { type Transporter } from "nodemailer";

import type { ShopPrismaClient } from "@/lib/database/client-options";
import { prisma } from "@/lib/database/db";
import { log } from "@/lib/log";
import { openMail } from "@/lib/mail/sealed-codes";
import { withoutGiftCodes } from "@/lib/mail/sent-copy";
import { site } from "@/lib/site";

const BATCH = 20;
/** After this many failed attempts a message is marked FAILED for an operator to look at. */
export const MAX_ATTEMPTS = 8;
/**
 * SMTP time limits per message: a server that does not answer is given up on
 * well inside the lease below (nodemailer's defaults allow up to 10 minutes).
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };
/**
 * While a sender works on a message, other senders leave it alone for this
 * long: longer than one send can take under SMTP_TIMEOUTS, so a slow send is
 * never sent twice, and short, so the message of a sender that died is
 * retried by another within two minutes (the next sweep after the lease).
 */
export const LEASE_MS = 90_000;

/** Wait before attempt n+1: 1 min, 2, 4, 8 … capped at 6 hours. */
export function retryDelayMs(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 6 * 60 * 60_000);
}

/**
 * Delivers due messages from the outbox over SMTP. Each message is claimed
 * with a conditional update first, so two senders never send it twice; a
 * failure is recorded (without the message) and retried with backoff. A
 * message's sealed gift codes are opened only here, for the send
 * (lib/mail/sealed-codes.ts); one that cannot be opened fails like a refused send.
 * `db` is the shop's database unless a test gives another.
 */
export async function deliverPendingMail({
  smtpUrl,
  from = site.supportEmail,
  now = new Date(),
  db = prisma,
}: {
  smtpUrl: string;
  from?: string;
  now?: Date;
  db?: ShopPrismaClient;
}): Promise<{ sent: number; failed: number }> {
  const due = await db.emailOutbox.findMany({
    where: { status: "PENDING", nextAttemptAt: { lte: now } },
    orderBy: { nextAttemptAt: "asc" },
    take: BATCH,
  });
  if (due.length === 0) return { sent: 0, failed: 0 };

  const transport: Transporter = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
  let sent = 0;
  let failed = 0;
  try {
    for (const mail of due) {
      const claimed = await db.emailOutbox.updateMany({
        where: { id: mail.id, status: "PENDING", attempts: mail.attempts },
        data: { attempts: mail.attempts + 1, nextAttemptAt: new Date(now.getTime() + LEASE_MS) },
      });
      if (claimed.count === 0) continue;
      const attempts = mail.attempts + 1;
      try {
        const { text, html } = openMail(mail);
        await transport.sendMail({ from, to: mail.to, subject: mail.subject, text, ...(html && { html }) });
        // What the stored copy no longer needs goes: a gift code is kept only as its hash (lib/mail/sent-copy.ts).
        const sentCopy = { text: withoutGiftCodes(text), html: html && withoutGiftCodes(html), sealedCodes: null };
        await db.emailOutbox.update({ where: { id: mail.id }, data: { status: "SENT", sentAt: new Date(), lastError: null, ...sentCopy } });
        sent += 1;
      } catch (error) {
        const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
        const giveUp = attempts >= MAX_ATTEMPTS;
        await db.emailOutbox.update({
          where: { id: mail.id },
          data: { status: giveUp ? "FAILED" : "PENDING", lastError, nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts)) },
        });
        log.warn("mail delivery failed", { outboxId: mail.id, attempts, giveUp, error: lastError });
        failed += 1;
      }
    }
  } finally {
    transport.close();
  }
  return { sent, failed };
}
