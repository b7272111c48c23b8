import "server-only";

import type PgBoss from "pg-boss";

import { mailDownloadLinks } from "@/lib/downloads/resend-download-links";
import { QUEUES, type JobData } from "@/lib/queue/queues";

/** Works the resend queue: the lookup, the tokens and the mail that POST /api/download-link promised. */
export async function workResendLinks(boss: PgBoss): Promise<string> {
  return boss.work<JobData[typeof QUEUES.resendLinks]>(QUEUES.resendLinks, async ([job]) => {
    if (!job) return;
    const { email, ipAddress, requestedAt } = job.data;
    await mailDownloadLinks(email, { ipAddress }, new Date(requestedAt));
  });
}
