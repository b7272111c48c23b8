import "server-only";

import type PgBoss from "pg-boss";

import { mailSignInLink } from "@/lib/affiliates/request-sign-in-link";
import { QUEUES, type JobData } from "@/lib/queue/queues";

/** Works the affiliate sign-in queue: the lookup and the mail the sign-in form promised. */
export async function workAffiliateSignIn(boss: PgBoss): Promise<string> {
  return boss.work<JobData[typeof QUEUES.affiliateSignIn]>(QUEUES.affiliateSignIn, async ([job]) => {
    if (!job) return;
    const { email, ipAddress, requestedAt } = job.data;
    await mailSignInLink(email, { ipAddress }, new Date(requestedAt));
  });
}
