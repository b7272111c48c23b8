import "server-only";

import { log } from "@/lib/log";
import { deliverPendingMail } from "@/lib/mail/send-outbox";

type Sender = { run: () => void };

// Instrumentation and route handlers are bundled separately; the process is shared.
const registry = globalThis as typeof globalThis & { __mailSender?: Sender };

/**
 * Starts delivering the outbox over SMTP: a pass every `intervalMs` (retries
 * with backoff), plus a pass as soon as new mail is queued (requestMailDelivery),
 * so a buyer waiting for a link does not wait for the next tick. Passes never overlap.
 */
export function startMailSender({ smtpUrl, from, intervalMs }: { smtpUrl: string; from?: string; intervalMs: number }): () => void {
  let running: Promise<unknown> | null = null;
  let again = false;
  const run = () => {
    if (running) {
      again = true;
      return;
    }
    running = deliverPendingMail({ smtpUrl, from })
      .catch((error: unknown) => log.error("mail pass failed", { error: String(error) }))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          run();
        }
      });
  };
  const sender = { run };
  registry.__mailSender = sender;
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return () => {
    clearInterval(timer);
    if (registry.__mailSender === sender) delete registry.__mailSender;
  };
}

/** Asks the sender for a pass now; without SMTP configured, mail waits in the outbox. */
export function requestMailDelivery(): void {
  registry.__mailSender?.run();
}
