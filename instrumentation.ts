import { isDatabaseUnavailable } from "@/lib/database/is-database-unavailable";
import { noteDatabaseOutage } from "@/lib/http/database-outage";

// Runs once when the server starts: a bad configuration stops it here, with a
// message naming each variable, instead of failing on the first request. Then
// the reconciliation pass starts, so no paid order is left without its license.
const RECONCILE_EVERY_MS = 5 * 60_000;
const SEND_MAIL_EVERY_MS = 30_000;

export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  await import("@/lib/env");
  await import("@/lib/site");
  if (process.env.NEXT_PHASE === "phase-production-build") return;

  const { reconcileOrders } = await import("@/lib/payments/reconcile-orders");
  const { log } = await import("@/lib/log");
  const pass = () => reconcileOrders().catch((error: unknown) => log.error("reconciliation pass failed", { error: String(error) }));
  void pass();
  setInterval(pass, RECONCILE_EVERY_MS).unref();

  const { env } = await import("@/lib/env");
  const smtpUrl = env.SMTP_URL;
  if (smtpUrl) {
    const { startMailSender } = await import("@/lib/mail/mail-sender");
    startMailSender({ smtpUrl, from: env.MAIL_FROM, intervalMs: SEND_MAIL_EVERY_MS });
  } else {
    log.info("SMTP_URL is not set: e-mail stays in the outbox table (email_outbox) until it is");
  }
}

/**
 * Next.js reports every error a page or route failed with here, before the
 * error page is sent: an unreachable database is noted, so our HTTP server
 * (scripts/serve.ts) answers that page 503 with Retry-After instead of 500.
 */
export function onRequestError(error: unknown): void {
  if (isDatabaseUnavailable(error)) noteDatabaseOutage();
}
