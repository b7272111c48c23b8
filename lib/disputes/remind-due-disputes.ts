import "server-only";

import { prisma } from "@/lib/database/db";
import { queueDisputeNotice } from "@/lib/disputes/dispute-notice";

/** The admins are reminded this long before a dispute's due date. */
export const DUE_REMINDER_MS = 2 * 24 * 60 * 60 * 1000;
/** PayPal's states in which the answer is the seller's to give. */
export const WAITING_FOR_SELLER = ["OPEN", "WAITING_FOR_SELLER_RESPONSE"];

/**
 * Mails the admins once about each open dispute waiting for the seller whose due date is two days away or less
 * (and not passed). The reminder is claimed with a conditional update in the mail's transaction, so passes running
 * at once send it once. None is claimed at or after `until` (ms since the epoch): the next pass reminds it.
 */
export async function remindDueDisputes({ now = new Date(), until = Infinity }: { now?: Date; until?: number } = {}): Promise<number> {
  const due = await prisma.dispute.findMany({
    where: { resolvedAt: null, dueReminderAt: null, status: { in: WAITING_FOR_SELLER }, dueAt: { gt: now, lte: new Date(now.getTime() + DUE_REMINDER_MS) } },
    include: { order: { select: { username: true } } },
    orderBy: { dueAt: "asc" },
    take: 100,
  });
  let sent = 0;
  for (const dispute of due) {
    if (Date.now() >= until) break;
    await prisma.$transaction(async (tx) => {
      const claimed = await tx.dispute.updateMany({ where: { id: dispute.id, dueReminderAt: null }, data: { dueReminderAt: now } });
      if (claimed.count === 0) return;
      await queueDisputeNotice(tx, { kind: "due", disputeId: dispute.id, row: dispute, username: dispute.order?.username ?? null, now });
      sent += 1;
    });
  }
  return sent;
}
