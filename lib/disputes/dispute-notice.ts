import "server-only";

import { dashboardHref } from "@/lib/content/admin/routes";
import type { Prisma } from "@/lib/generated/prisma/client";
import { adminEmails } from "@/lib/mail/admin-emails";
import { disputeNoticeMail } from "@/lib/mail/templates/dispute-notice";
import { formatPrice } from "@/lib/money";
import { enqueue } from "@/lib/queue/boss";
import { QUEUES } from "@/lib/queue/queues";
import { absoluteUrl } from "@/lib/site";

const DAY_MS = 24 * 60 * 60 * 1000;

/** A time as the admins' mail writes it, in UTC to the minute. */
const minute = (at: Date) => at.toISOString().slice(0, 16).replace("T", " ");

/**
 * Queues the admins' notice of a dispute in the caller's transaction, once per dispute and kind (the outbox's
 * dedupe key), so a dispute recorded twice at once mails once.
 */
export async function queueDisputeNotice(
  tx: Prisma.TransactionClient,
  input: {
    kind: "opened" | "due";
    disputeId: string;
    row: { amountCents: number; currency: string; reason: string; stage: string; dueAt: Date | null };
    username: string | null;
    now: Date;
  },
): Promise<void> {
  const { row } = input;
  const days = row.dueAt ? Math.max(0, Math.ceil((row.dueAt.getTime() - input.now.getTime()) / DAY_MS)) : null;
  const mail = await disputeNoticeMail({
    kind: input.kind,
    amount: formatPrice(row.amountCents, row.currency),
    reason: row.reason,
    stage: row.stage,
    dueAt: row.dueAt ? minute(row.dueAt) : null,
    dueIn: days === null ? "soon" : days === 1 ? "within a day" : `within ${days} days`,
    username: input.username,
    dashboardUrl: absoluteUrl(dashboardHref("disputes")),
  });
  const dedupeKey = `dispute-${input.kind}:${input.disputeId}`;
  await tx.emailOutbox.createMany({ data: adminEmails().map((to, index) => ({ dedupeKey: `${dedupeKey}:${index}`, to, ...mail })), skipDuplicates: true });
  await enqueue(QUEUES.mail, {}, { tx });
}
