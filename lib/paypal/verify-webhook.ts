import "server-only";

import { env } from "@/lib/env";
import { log } from "@/lib/log";
import { paypalApiBase } from "@/lib/paypal/client";
import { paypalPost } from "@/lib/paypal/rest";

/** The simulator signs for this webhook id unless PAYPAL_WEBHOOK_ID says otherwise. */
const SIMULATOR_WEBHOOK_ID = "SIMULATORWEBHOOK01";

/** Certificates may only come from PayPal (or, in demo mode, from the simulator). */
function certificateHostAllowed(certUrl: string): boolean {
  let url: URL;
  try {
    url = new URL(certUrl);
  } catch {
    return false;
  }
  if (env.PAYPAL_ENV === "simulator") return url.origin === new URL(paypalApiBase()).origin;
  const hosts = env.PAYPAL_ENV === "live" ? ["api.paypal.com", "api-m.paypal.com"] : ["api.sandbox.paypal.com", "api-m.sandbox.paypal.com"];
  return url.protocol === "https:" && hosts.includes(url.hostname);
}

/**
 * Asks PayPal whether a delivery is genuine, before anything in it is used.
 * False for missing headers, a certificate from elsewhere, a body that is not
 * JSON, or any answer but SUCCESS.
 */
export async function verifyWebhookSignature(headers: Headers, rawBody: string): Promise<boolean> {
  const get = (name: string) => headers.get(name) ?? "";
  const fields = {
    auth_algo: get("paypal-auth-algo"),
    cert_url: get("paypal-cert-url"),
    transmission_id: get("paypal-transmission-id"),
    transmission_sig: get("paypal-transmission-sig"),
    transmission_time: get("paypal-transmission-time"),
  };
  if (Object.values(fields).some((v) => !v) || !certificateHostAllowed(fields.cert_url)) return false;
  let event: unknown;
  try {
    event = JSON.parse(rawBody);
  } catch {
    return false;
  }
  const webhookId = env.PAYPAL_WEBHOOK_ID ?? SIMULATOR_WEBHOOK_ID;
  const { status, body } = await paypalPost<{ verification_status?: string }>("/v1/notifications/verify-webhook-signature", {
    ...fields,
    webhook_id: webhookId,
    webhook_event: event,
  });
  if (status !== 200) log.warn("paypal webhook verification call failed", { status });
  return status === 200 && body.verification_status === "SUCCESS";
}
