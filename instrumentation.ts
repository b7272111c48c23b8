import { isDatabaseUnavailable } from "@/lib/database/is-database-unavailable";
import { noteDatabaseOutage } from "@/lib/http/database-outage";

// Runs once when the server starts: a bad configuration stops it here, with a
// message naming each variable, instead of failing on the first request. Then
// the job workers start (lib/jobs): mail delivery, resend links, and the
// reconciliation pass pg-boss schedules every minute, so no paid order is left
// without its license.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { env } = await import("@/lib/env");
  await import("@/lib/site");
  // With tax records on, every sale looks up its buyer's country: the database is read now, not in the first sale
  // (and a build with TAX_MODE=vat proves the file is there).
  if (env.TAX_MODE === "vat") await (await import("@/lib/geoip/ip-country")).openIpDatabase();
  if (process.env.NEXT_PHASE === "phase-production-build") return;

  const { startJobs, stopJobs } = await import("@/lib/jobs/start-jobs");
  const { onShutdown } = await import("@/lib/ops/shutdown-hooks");
  const { log } = await import("@/lib/log");
  // A database that is down at start-up must not keep the workers down for good: retry with backoff (ready says 503 meanwhile).
  const start = async (attempt: number): Promise<void> => {
    try {
      await startJobs();
    } catch (error) {
      const retryMs = Math.min(60_000, 2_000 * 2 ** attempt);
      log.error("job workers could not start; retrying", { error: error instanceof Error ? error.message : String(error), retryMs });
      setTimeout(() => void start(attempt + 1), retryMs).unref();
    }
  };
  await start(0);
  onShutdown("jobs", () => stopJobs());
}

/**
 * Next.js reports every error a page or route failed with here, before the
 * error page is sent: an unreachable database is noted, so our HTTP server
 * (scripts/serve.ts) answers that page 503 with Retry-After instead of 500.
 */
export function onRequestError(error: unknown): void {
  if (isDatabaseUnavailable(error)) noteDatabaseOutage();
}
