import "server-only";

import type PgBoss from "pg-boss";

import { mailAccountSignIn } from "@/lib/account/request-sign-in";
import { QUEUES, type JobData } from "@/lib/queue/queues";

/** Works the account sign-in queue: the lookup and the mail the sign-in form promised. */
export async function workAccountSignIn(boss: PgBoss): Promise<string> {
  return boss.work<JobData[typeof QUEUES.accountSignIn]>(QUEUES.accountSignIn, async ([job]) => {
    if (!job) return;
    const { email, ipAddress, requestedAt } = job.data;
    await mailAccountSignIn(email, { ipAddress }, new Date(requestedAt));
  });
}
