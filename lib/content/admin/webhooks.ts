/** The Webhooks tab: the PayPal events received (never their payload). */
export const ADMIN_WEBHOOKS = {
  intro: "PayPal's events as they arrived, newest first, with how their processing ended. PayPal sends a failed one again by itself for up to three days.",
  empty: "No PayPal events received yet.",
  columns: ["Received", "Event type", "Event id", "Processed", "Outcome", "Attempts", "Last error", { label: "Actions", hidden: true }] as const,
  /** What each stored outcome means, in the operator's words. */
  outcomes: {
    processed: "processed",
    ignored: "ignored (not for this shop)",
    pending: "kept until its capture is recorded",
    already_refunded: "acknowledged (order already refunded)",
    malformed: "malformed (audited)",
    failed: "failed",
  } as Record<string, string>,
  unknownOutcome: "—",
  processAgain: "Process again",
  processAgainLabel: (eventId: string) => `Process again: ${eventId}`,
  processed: (outcome: string) => `Processed again: ${outcome}`,
  failedAgain: "Processing failed again; see the last error.",
  older: "Older events",
};
