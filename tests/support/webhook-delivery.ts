import { POST as webhookRoute } from "@/app/api/paypal/webhook/route";

import { nextIp } from "./client-addresses";
import type { SignedWebhook } from "./simulator-controls";

/**
 * POSTs a delivery to the shop's webhook route, each from its own address
 * (PayPal's real senders are few, but the tests' deliveries would otherwise
 * add up in one client's rate limit across files), unless `address` is given.
 */
export function deliverWebhook(signed: Pick<SignedWebhook, "headers" | "body">, address = nextIp()) {
  return webhookRoute(
    new Request("http://shop.test/api/paypal/webhook", {
      method: "POST",
      headers: { ...signed.headers, "x-shop-client-address": address },
      body: signed.body,
    }),
  );
}
