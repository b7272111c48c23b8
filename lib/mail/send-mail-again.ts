import "server-only";

import { AppError } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import type { AdminContext } from "@/lib/auth/admin-context";
import { prisma } from "@/lib/database/db";
import { nudge } from "@/lib/queue/boss";
import { QUEUES } from "@/lib/queue/queues";

/**
 * "Send again" on the dashboard's Mail tab: a message that failed (or was sent
 * and is wanted once more) goes back to the outbox as new: PENDING, no
 * attempts, due now, and the mail job is nudged in the same transaction. The
 * row is locked, so two clicks queue it once; a message already waiting is a
 * conflict, and so is a receipt held for its number. It goes to the address it was written for, and nothing of it
 * (address, text) is put in the audit entry.
 */
export async function sendMailAgain(id: string, ctx: AdminContext): Promise<{ status: "PENDING" }> {
  return prisma.$transaction(async (tx) => {
    const [message] = await tx.$queryRaw<{ status: string; attempts: number; dedupe_key: string }[]>`
      SELECT status, attempts, dedupe_key FROM email_outbox WHERE id = ${id}::uuid FOR UPDATE`;
    if (!message) throw new AppError("not_found", "No such message.");
    if (message.status === "PENDING") throw new AppError("conflict", "This message is already waiting to be sent.");
    // A held receipt still shows a placeholder for its number: it is sent once numbered, not before.
    if (message.status === "HELD") throw new AppError("conflict", "This receipt is waiting for its number and is sent once it has one.");
    await tx.emailOutbox.update({ where: { id }, data: { status: "PENDING", attempts: 0, nextAttemptAt: new Date(), lastError: null, sentAt: null } });
    await recordAudit(
      {
        action: "mail.send_again",
        actor: ctx.admin.username,
        success: true,
        ipAddress: ctx.ipAddress,
        details: { outboxId: id, previousStatus: message.status, previousAttempts: message.attempts },
      },
      tx,
    );
    await nudge(QUEUES.mail, { dedupeKey: message.dedupe_key }, { tx });
    return { status: "PENDING" as const };
  });
}
