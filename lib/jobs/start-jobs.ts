import "server-only";

import type PgBoss from "pg-boss";

import { env } from "@/lib/env";
import { workAccountSignIn } from "@/lib/jobs/account-sign-in-worker";
import { workAffiliateSignIn } from "@/lib/jobs/affiliate-sign-in-worker";
import { workAffiliateStatements } from "@/lib/jobs/affiliate-statements-worker";
import { workDiscordRoles } from "@/lib/jobs/discord-role-worker";
import { workDisputes } from "@/lib/jobs/dispute-worker";
import { workMail } from "@/lib/jobs/mail-worker";
import { workPayouts } from "@/lib/jobs/payout-worker";
import { workPriceChanges } from "@/lib/jobs/price-change-worker";
import { workReconciliation } from "@/lib/jobs/reconcile-worker";
import { workPurgeVisitorSalts } from "@/lib/jobs/referral-salts-worker";
import { workResendLinks } from "@/lib/jobs/resend-links-worker";
import { workWebhookDeliveries } from "@/lib/jobs/webhook-delivery-worker";
import { log } from "@/lib/log";
import { sealWaitingMail } from "@/lib/mail/seal-waiting-mail";
import { refreshOwnPages } from "@/lib/ops/page-refresh";
import { forgetProcessJobs, jobsRunning, processJobs } from "@/lib/queue/boss";
import { createQueues } from "@/lib/queue/install-queues";
import { QUEUES, SCHEDULES } from "@/lib/queue/queues";

type StartOptions = {
  smtpUrl?: string;
  from?: string;
  /** pg-boss settings over the defaults (tests: short polling and scheduling intervals). */
  boss?: Partial<PgBoss.ConstructorOptions>;
  /** How a price change refreshes this instance's pages: its own server's refresh route (tests: no server, a stand-in). */
  refreshPages?: () => Promise<void>;
};

/**
 * Starts this process's job workers (instrumentation.ts): pg-boss's schema
 * and queues are checked, maintenance and the scheduler start, and the
 * resend, affiliate sign-in, reconciliation, payout, statement, salt purge, outgoing webhook, price change (with this
 * instance's own refresh queue), (with the DISCORD_ settings) Discord buyer role and (with SMTP_URL) mail workers poll their queues.
 * Gift codes in mail queued by an earlier version are sealed first (lib/mail/seal-waiting-mail.ts).
 */
export async function startJobs({
  smtpUrl = env.SMTP_URL,
  from = env.MAIL_FROM,
  boss: options,
  refreshPages = refreshOwnPages,
}: StartOptions = {}): Promise<void> {
  if (jobsRunning()) return;
  if (options) forgetProcessJobs();
  const jobs = processJobs(options);
  const { boss } = jobs;
  await boss.start();
  await createQueues(boss);
  await workResendLinks(boss);
  await workAffiliateSignIn(boss);
  await workAccountSignIn(boss);
  await workReconciliation(boss);
  await workPayouts(boss);
  await workAffiliateStatements(boss);
  await workPurgeVisitorSalts(boss);
  await workDiscordRoles(boss);
  await workWebhookDeliveries(boss);
  await workDisputes(boss);
  jobs.cleanups.push(await workPriceChanges(boss, refreshPages));
  // Mail queued before gift codes were sealed keeps none in the clear until its day; a failure here stops no worker.
  await sealWaitingMail().then(
    (sealed) => sealed > 0 && log.info("sealed the gift codes of waiting mail", { sealed }),
    (error: unknown) => log.warn("sealing the gift codes of waiting mail failed", { error: String(error) }),
  );
  if (smtpUrl) {
    await boss.schedule(QUEUES.mail, SCHEDULES[QUEUES.mail]);
    await workMail(boss, { smtpUrl, from });
  } else {
    log.info("SMTP_URL is not set: e-mail stays in the outbox table (email_outbox) until it is");
  }
  jobs.running = true;
}

/**
 * Stops the workers gracefully (SIGTERM): no new jobs are fetched, jobs in
 * progress get up to `timeoutMs` to finish, and any still running after that
 * are failed, so another instance retries them.
 */
export async function stopJobs({ timeoutMs = 20_000 }: { timeoutMs?: number } = {}): Promise<void> {
  if (!jobsRunning()) return;
  const jobs = processJobs();
  jobs.running = false;
  for (const cleanup of jobs.cleanups.splice(0)) await cleanup().catch((error: unknown) => log.warn("job queue cleanup failed", { error: String(error) }));
  await jobs.boss.stop({ graceful: true, timeout: timeoutMs, wait: true, close: false });
  forgetProcessJobs();
}
