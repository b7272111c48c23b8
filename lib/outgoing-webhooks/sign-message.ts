import "server-only";

import { Webhook } from "standardwebhooks";

/**
 * The Standard Webhooks 1.0 headers of one try: webhook-id (the message's, the same on every try), webhook-timestamp
 * (this try's, in seconds) and webhook-signature, "v1,<base64 HMAC-SHA256 of id.timestamp.body>" for each secret,
 * separated by spaces: during a rotation's 24 hours the old secret signs too, so a receiver still holding it verifies.
 */
export function signMessage({ id, at, body, secrets }: { id: string; at: Date; body: string; secrets: readonly string[] }): Record<string, string> {
  const timestamp = new Date(Math.floor(at.getTime() / 1000) * 1000);
  return {
    "webhook-id": id,
    "webhook-timestamp": String(timestamp.getTime() / 1000),
    "webhook-signature": secrets.map((secret) => new Webhook(secret).sign(id, timestamp, body)).join(" "),
  };
}

/** The webhook-id of a delivery: its row's id, in the msg_ form the spec's examples use. */
export const messageIdOf = (deliveryId: string) => `msg_${deliveryId.replaceAll("-", "")}`;
