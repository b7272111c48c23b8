import type PgBoss from "pg-boss";

/**
 * The job queues, their retry and expiry rules, and the schedules that feed
 * them. pg-boss keeps them in the `pgboss` schema of the shop's database.
 */
export const QUEUES = {
  /** Delivers due mail from the outbox (lib/mail/send-outbox.ts): sent when mail is queued, and every minute. */
  mail: "mail-deliver",
  /** "Lost your download link?": the lookup, the tokens and the mail, after the request has been answered. */
  resendLinks: "download-link-resend",
  /** The affiliate sign-in form: the lookup, the link and the mail, after the request has been answered. */
  affiliateSignIn: "affiliate-sign-in-link",
  /** The buyer's account sign-in form: the lookup, the code and link, and the mail, after the request has been answered. */
  accountSignIn: "account-sign-in",
  /** Asks PayPal about open orders and fulfils the captured ones (lib/payments/reconcile-orders.ts). */
  reconcile: "reconcile-orders",
  /** Gathers the month's affiliate payout for the admin to review (lib/payouts/propose-payout-run.ts). */
  proposePayout: "payout-propose",
  /** Sends confirmed payout runs to PayPal and polls sent ones (lib/payouts/settle-payout-runs.ts). */
  settlePayouts: "payout-settle",
  /** Queues each affiliate's statement of the month that just ended (lib/affiliates/send-monthly-statements.ts). */
  affiliateStatements: "affiliate-statements",
  /** Deletes the referral visitor-hash salts older than yesterday's (lib/referrals/purge-visitor-salts.ts). */
  purgeVisitorSalts: "referral-salts-purge",
  /**
   * A sale starts, ends or is cancelled (lib/pricing/schedule-sale.ts queues one job for each edge, at its time):
   * its worker publishes PRICE_CHANGED_EVENT, which every running instance hears on a queue of its own.
   */
  priceChange: "price-change",
  /**
   * Makes one Discord member's buyer role match the database (lib/buyer-role/sync-buyer-role.ts): queued when a
   * license is linked, unlinked, revoked, restored or erased. At most one queued and one running per member.
   */
  discordRole: "discord-role",
  /** Nightly: the buyer role on every member of the guild made to match the active, linked licenses. */
  discordReconcile: "discord-reconcile",
  /**
   * Sends due outgoing webhook deliveries (lib/outgoing-webhooks/deliver-webhooks.ts): queued with each event, at
   * each retry's time (startAfter), and every minute.
   */
  webhookDeliver: "webhook-deliver",
  /** PayPal's disputes reconciled and their due dates reminded (lib/disputes/). */
  disputes: "disputes-reconcile",
} as const;

/** The pg-boss event every instance subscribes its price-refresh queue to (lib/jobs/price-change-worker.ts). */
export const PRICE_CHANGED_EVENT = "price-changed";

export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

/** What each queue's jobs carry. */
export type JobData = {
  [QUEUES.mail]: { dedupeKey?: string };
  [QUEUES.resendLinks]: { email: string; ipAddress: string; requestedAt: string };
  [QUEUES.affiliateSignIn]: { email: string; ipAddress: string; requestedAt: string };
  [QUEUES.accountSignIn]: { email: string; ipAddress: string; requestedAt: string };
  [QUEUES.reconcile]: Record<string, never>;
  [QUEUES.proposePayout]: Record<string, never>;
  [QUEUES.settlePayouts]: Record<string, never>;
  [QUEUES.affiliateStatements]: Record<string, never>;
  [QUEUES.purgeVisitorSalts]: Record<string, never>;
  /** A sale's start, end or cancel, or a price point or the bulk tiers saved (saleId null): the pages show prices again. */
  [QUEUES.priceChange]: { saleId: string | null; edge: "start" | "end" | "cancel" | "price_point" | "bulk_tiers" };
  [QUEUES.discordRole]: { discordUserId: string };
  [QUEUES.discordReconcile]: Record<string, never>;
  [QUEUES.webhookDeliver]: Record<string, never>;
  [QUEUES.disputes]: Record<string, never>;
};

/**
 * How long a scheduled pass (reconciliation, webhook deliveries, disputes, payouts) starts new work: what it leaves
 * stays due, and the next pass takes it. A pass therefore ends within this and its last step's own timeout (PayPal's
 * 15 s, a seat refund's 20 s transaction, an endpoint's 10 s), so its queue can expire it soon: an instance that dies
 * mid-pass holds its job (and, for a stately queue, the queue) until expireInSeconds and the next minute's
 * maintenance hand it to another.
 */
export const PASS_BUDGET_MS = 60_000;

/** The time until which a scheduled pass starting now starts new work (ms since the epoch). */
export const passUntil = (): number => Date.now() + PASS_BUDGET_MS;

/**
 * retryDelay is in seconds; with retryBackoff each retry waits about twice as
 * long as the one before (with jitter). A job still active after
 * expireInSeconds (its worker died, or hangs) is failed and retried.
 */
export const QUEUE_OPTIONS: Record<QueueName, Omit<PgBoss.Queue, "name">> = {
  // A mail job is only a nudge: the outbox row keeps the message, its attempts and its own backoff, and the
  // minute's sweep picks up whatever a lost nudge left. A nudge nobody worked for an hour (no SMTP_URL) is dropped.
  // A pass that outlives 2 minutes is failed and retried elsewhere; the outbox's claims keep that from sending twice.
  [QUEUES.mail]: { policy: "standard", retryLimit: 5, retryDelay: 30, retryBackoff: true, expireInSeconds: 2 * 60, retentionMinutes: 60 },
  [QUEUES.resendLinks]: { policy: "standard", retryLimit: 5, retryDelay: 10, retryBackoff: true, expireInSeconds: 2 * 60 },
  [QUEUES.affiliateSignIn]: { policy: "standard", retryLimit: 5, retryDelay: 10, retryBackoff: true, expireInSeconds: 2 * 60 },
  [QUEUES.accountSignIn]: { policy: "standard", retryLimit: 5, retryDelay: 10, retryBackoff: true, expireInSeconds: 2 * 60 },
  // At most one pass queued and one running: a slow pass never overlaps the next, and passes do not pile up. A pass
  // works for PASS_BUDGET_MS, so 2 minutes is one it will not finish.
  [QUEUES.reconcile]: { policy: "stately", retryLimit: 1, retryDelay: 30, retryBackoff: true, expireInSeconds: 2 * 60 },
  // A proposal is one transaction and safe to repeat (one run per month): retried for an hour if the database was away.
  [QUEUES.proposePayout]: { policy: "stately", retryLimit: 6, retryDelay: 60, retryBackoff: true, expireInSeconds: 5 * 60 },
  // Sending is safe to repeat (the batch's sender_batch_id and request id are the run's): PayPal outages are retried with
  // backoff. A run's send or poll is a few PayPal calls, started within PASS_BUDGET_MS.
  [QUEUES.settlePayouts]: { policy: "stately", retryLimit: 5, retryDelay: 60, retryBackoff: true, expireInSeconds: 3 * 60 },
  // Safe to repeat: each statement's outbox key is the affiliate's and the month's, so a retry queues only what is missing.
  [QUEUES.affiliateStatements]: { policy: "stately", retryLimit: 6, retryDelay: 60, retryBackoff: true, expireInSeconds: 15 * 60 },
  // One indexed DELETE; the next hour's run makes up for a failed one.
  [QUEUES.purgeVisitorSalts]: { policy: "stately", retryLimit: 1, retryDelay: 60, expireInSeconds: 2 * 60 },
  // Publishing is one insert per subscribed instance, safe to repeat (a refresh twice costs a render). A job waits
  // for its sale's start or end (startAfter), so it is kept as long as a sale can be scheduled ahead: a year.
  [QUEUES.priceChange]: { policy: "standard", retryLimit: 10, retryDelay: 10, retryBackoff: true, expireInSeconds: 60, retentionMinutes: 366 * 24 * 60 },
  // Keyed by the member (singletonKey): never two passes on one member at once, so an older read cannot undo a newer
  // one; a job reads the state when it runs, so changes that queue up behind one are one pass. Discord's 429s are
  // waited out inside the call (@discordjs/rest); an outage is retried for about an hour, and the nightly pass after.
  [QUEUES.discordRole]: { policy: "stately", retryLimit: 8, retryDelay: 15, retryBackoff: true, expireInSeconds: 2 * 60 },
  [QUEUES.discordReconcile]: { policy: "stately", retryLimit: 3, retryDelay: 300, retryBackoff: true, expireInSeconds: 30 * 60 },
  // A job is only a nudge, like the mail's: each delivery keeps its tries and its own schedule, and the minute's sweep
  // picks up whatever a lost nudge left. A retry's nudge waits for its time (startAfter), at most 12 hours ahead. A
  // pass starts tries for PASS_BUDGET_MS, each at most DELIVERY_TIMEOUT_MS.
  [QUEUES.webhookDeliver]: { policy: "standard", retryLimit: 3, retryDelay: 30, retryBackoff: true, expireInSeconds: 2 * 60, retentionMinutes: 24 * 60 },
  // Safe to repeat (a dispute is recorded once, a reminder claimed once); the next pass makes up for a failed one. The
  // listing's pages come first, then disputes are fetched for PASS_BUDGET_MS.
  [QUEUES.disputes]: { policy: "stately", retryLimit: 1, retryDelay: 60, expireInSeconds: 3 * 60 },
};

/** Cron schedules: pg-boss sends each at most once per minute, whichever instance's clock fires first. */
export const SCHEDULES = {
  [QUEUES.reconcile]: "* * * * *",
  [QUEUES.mail]: "* * * * *",
  [QUEUES.webhookDeliver]: "* * * * *",
  /** Every 15 minutes: webhooks bring disputes at once; this catches what they missed. */
  [QUEUES.disputes]: "*/15 * * * *",
  /** The 1st of each month, 06:00 UTC: the month's payout is proposed for the admin to review. */
  [QUEUES.proposePayout]: "0 6 1 * *",
  /** Every 10 minutes: confirmed runs are sent, sent ones polled until every item is final. */
  [QUEUES.settlePayouts]: "*/10 * * * *",
  /** The 1st of each month, 07:00 UTC, an hour after the proposal: each affiliate's statement of the month before. */
  [QUEUES.affiliateStatements]: "0 7 1 * *",
  [QUEUES.purgeVisitorSalts]: "7 * * * *",
  /** Every night at 03:30 UTC: the buyer role matched to the licenses (only with the DISCORD_ settings). */
  [QUEUES.discordReconcile]: "30 3 * * *",
} as const;
