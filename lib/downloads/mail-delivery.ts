import "server-only";

import { env } from "@/lib/env";

/**
 * How this instance's mail reaches people: over SMTP; kept in the outbox until
 * SMTP_URL is set (a real shop not yet configured); or not at all in demo mode
 * (simulated PayPal, no mail server), where pages show what the mail would hold.
 */
export type MailDelivery = "smtp" | "outbox" | "demo";

export function mailDelivery(): MailDelivery {
  if (env.SMTP_URL) return "smtp";
  return env.PAYPAL_ENV === "simulator" ? "demo" : "outbox";
}
