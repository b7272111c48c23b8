/**
 * When reconciliation asks PayPal about an open order (lib/payments/reconcile-orders.ts).
 *
 * PayPal's expiry of a CAPTURE-intent order, from the Orders v2 OpenAPI file
 * (github.com/paypal/paypal-rest-api-specifications, openapi/checkout_orders_v2.json,
 * the order's `links` description): "The API caller has 3 hours (default setting, this
 * which can be changed by your account manager to 24/48/72 hours to
 * accommodate your use case) from the time the order is created, to redirect
 * your payer. Once redirected, the API caller has 3 hours for the payer to
 * approve the order and either authorize or capture the order." PayPal's
 * "Handle uncaptured payments" guide (alternative payment methods,
 * https://developer.paypal.com/docs/checkout/apm/reference/handle-uncaptured-payments/)
 * likewise gives a default of 3 hours to capture after approval. We take the longest documented window, 72 h +
 * 3 h, so no account's order is closed while it can still be paid; with the
 * default settings an order is dead after 6 h and the later checks are cheap.
 */
export const ORDER_EXPIRY_MS = (72 + 3) * 60 * 60_000;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Ages at which an open order is checked: the buyer's checkout window first, then backing off to every 6 hours. */
const FIRST_CHECK_MS = 2 * MINUTE;
const CHECK_AGES_MS = [FIRST_CHECK_MS, 10 * MINUTE, 1 * HOUR, 6 * HOUR];
const THEN_EVERY_MS = 6 * HOUR;

/** After expiry, an order PayPal has not answered for (or whose capture is still pending) is asked again this often. */
const AFTER_EXPIRY_EVERY_MS = 6 * HOUR;

/** A new order's first check: younger orders are still in the buyer's hands. */
export function firstCheckAt(createdAt: Date): Date {
  return new Date(createdAt.getTime() + FIRST_CHECK_MS);
}

/** Whether PayPal's order expiry has passed: a check now that finds no capture is the last one. */
export function isExpired(createdAt: Date, now: Date): boolean {
  return now.getTime() - createdAt.getTime() >= ORDER_EXPIRY_MS;
}

/**
 * The next check after one made at `now`: the first scheduled age past the
 * order's current age, and one last check exactly at expiry. Always later than
 * `now`, so every checked order moves back in the queue and none is starved.
 */
export function nextCheckAt(createdAt: Date, now: Date): Date {
  const age = now.getTime() - createdAt.getTime();
  if (age >= ORDER_EXPIRY_MS) return new Date(now.getTime() + AFTER_EXPIRY_EVERY_MS);
  const last = CHECK_AGES_MS[CHECK_AGES_MS.length - 1] ?? FIRST_CHECK_MS;
  const next = CHECK_AGES_MS.find((each) => each > age) ?? last + (Math.floor((age - last) / THEN_EVERY_MS) + 1) * THEN_EVERY_MS;
  return new Date(createdAt.getTime() + Math.min(next, ORDER_EXPIRY_MS));
}
