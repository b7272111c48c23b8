import "server-only";

import { log } from "@/lib/log";

let rejected = 0;

/**
 * Counts a webhook delivery refused before it was read (a bad signature, a
 * certificate from elsewhere, an oversized body) and logs it with the running
 * count. Not an audit row each: anyone can post here, and 200 forged posts
 * would otherwise push every real entry out of the Activity Logs. Neither the
 * body nor the headers are logged (they could carry a replayed signature).
 * The count is this process's, since it started.
 */
export function countWebhookRejection(reason: string, ipAddress: string): number {
  rejected += 1;
  log.warn("webhook delivery rejected", { reason, ipAddress, rejectedSinceStart: rejected });
  return rejected;
}

/** Rejected deliveries since this process started. */
export function webhookRejections(): number {
  return rejected;
}
