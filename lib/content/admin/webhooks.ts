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

/** The Webhooks tab's outgoing endpoints: the seller's URLs that hear the shop's events, and each delivery's tries. */
export const ADMIN_WEBHOOK_ENDPOINTS = {
  heading: "Your endpoints",
  intro:
    "URLs of your own systems that hear the shop's events, signed by the Standard Webhooks spec (webhook-id, webhook-timestamp, webhook-signature). A failed delivery is tried 10 times over about a day and a half; after 10 failed deliveries in a row an endpoint is disabled and the admins are e-mailed.",
  paypalHeading: "PayPal's events",
  empty: "No endpoints yet.",
  form: {
    heading: "Add an endpoint",
    url: "URL",
    urlHint: "https only, on a public address.",
    description: "Description (optional)",
    events: "Events",
    personalData: "Include the buyer's e-mail address (personal data)",
    personalDataHint: "Without it, payloads carry ids and amounts only.",
    submit: "Add endpoint",
    adding: "Adding…",
  },
  /** The secret is shown once, when it is made: after an add or a rotation. */
  secret: {
    heading: (url: string) => `Signing secret of ${url}`,
    note: "Copy it now: it is not shown again. Your endpoint verifies each delivery with it.",
    copy: "Copy secret",
    copied: "Secret copied",
    done: "Done",
  },
  events: {
    "order.paid": "An order is paid",
    "order.refunded": "An order is refunded or reversed",
    "license.granted": "A license is granted",
    "license.revoked": "A license is revoked",
    "gift.redeemed": "A gift is redeemed",
    "affiliate.applied": "Someone applies as an affiliate",
  } as Record<string, string>,
  state: { enabled: "Enabled", disabled: (reason: string | null) => `Disabled${reason ? `: ${reason}` : ""}` },
  rotate: "Rotate secret",
  rotateLabel: (url: string) => `Rotate the signing secret of ${url}`,
  rotated: "New secret made; the old one signs too for 24 hours.",
  previousUntil: (at: string) => `The secret before the last rotation signs too until ${at}.`,
  enable: "Enable",
  enableLabel: (url: string) => `Enable ${url}`,
  enabled: "Endpoint enabled",
  created: "Endpoint added",
  deliveriesHeading: "Newest deliveries",
  noDeliveries: "No deliveries yet.",
  deliveryColumns: ["Queued", "Event", "State", "Tries", { label: "Actions", hidden: true }] as const,
  deliveryState: {
    PENDING: (next: string | null) => (next ? `Next try ${next}` : "Waiting"),
    DELIVERED: "Delivered",
    FAILED: "Failed",
  },
  attempt: (at: string, outcome: string, ms: number) => `${at}: ${outcome} (${ms} ms)`,
  attemptStatus: (status: number) => `HTTP ${status}`,
  redeliver: "Redeliver",
  redeliverLabel: (event: string, at: string) => `Redeliver the ${event} of ${at}`,
  redelivered: "Sent again with the same webhook-id",
};
