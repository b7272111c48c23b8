import "server-only";

import type PgBoss from "pg-boss";

import { deliverPendingMail } from "@/lib/mail/send-outbox";
import { QUEUES } from "@/lib/queue/queues";

/**
 * Works the mail queue: each job runs one delivery pass over the outbox. The
 * outbox claims every message before sending it, so passes running at once,
 * in one process or several, send each message once; a refused message waits
 * out its own backoff in the outbox. Jobs come when mail is queued (in the
 * same transaction) and every minute (the sweep, for retries that fell due).
 */
export async function workMail(boss: PgBoss, { smtpUrl, from }: { smtpUrl: string; from?: string }): Promise<string> {
  return boss.work(QUEUES.mail, async () => {
    await deliverPendingMail({ smtpUrl, from });
  });
}
