import { POST as webhookRoute } from "@/app/api/paypal/webhook/route";

import type { SignedWebhook } from "./simulator-controls";

let ip = 0;

/**
 * POSTs a delivery to the shop's webhook route, each from its own address
 * (PayPal's real senders are few, but the tests' deliveries would otherwise
 * add up in one client's rate limit across files), unless `address` is given.
 */
export function deliverWebhook(signed: Pick<SignedWebhook, "headers" | "body">, address = `198.19.${Math.floor((ip += 1) / 250) % 250}.${ip % 250}`) {
  return webhookRoute(
    new Request("http://shop.test/api/paypal/webhook", {
      method: "POST",
      headers: { ...signed.headers, "x-shop-client-address": address },
      body: signed.body,
    }),
  );
}
