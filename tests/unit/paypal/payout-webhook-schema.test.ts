import { describe, expect, it } from "vitest";

import { payoutItemWebhookEventSchema } from "@/lib/paypal/webhook-schemas";

/** A PAYMENT.PAYOUTS-ITEM.SUCCEEDED delivery in the shape of PayPal's published sample (docs/reference/api-contracts.md §1.11). */
const delivery = () => ({
  id: "WH-68L35871MU875914X-8DM79009TB591331B",
  create_time: "2016-06-06T03:44:51Z",
  resource_type: "payouts_item",
  event_type: "PAYMENT.PAYOUTS-ITEM.SUCCEEDED",
  summary: "A payout item has succeeded",
  resource: {
    transaction_id: "57J64166G9424913F",
    payout_item_fee: { currency: "USD", value: "0.25" },
    transaction_status: "SUCCESS",
    time_processed: "2016-06-06T03:44:51Z",
    payout_item: {
      recipient_type: "EMAIL",
      amount: { currency: "USD", value: "1.0" },
      note: "First payout",
      receiver: "aff@example.com",
      sender_item_id: "Item1",
    },
    links: [{ href: "https://api.paypal.com/v1/payments/payouts-item/AYNYWNCHBD8KS", rel: "self", method: "GET" }],
    payout_item_id: "AYNYWNCHBD8KS",
    payout_batch_id: "Q8B9WFS7ZZJ4Q",
  },
  links: [{ href: "https://api.paypal.com/v1/notifications/webhooks-events/WH-68L35871MU875914X-8DM79009TB591331B", rel: "self", method: "GET" }],
});

describe("payoutItemWebhookEventSchema", () => {
  it("parses PayPal's sample item event", () => {
    const event = payoutItemWebhookEventSchema.parse(delivery());
    expect(event.resource).toMatchObject({ payout_item_id: "AYNYWNCHBD8KS", transaction_status: "SUCCESS", payout_item: { sender_item_id: "Item1" } });
  });

  it("parses a failed item's errors", () => {
    const failed = delivery();
    Object.assign(failed, { event_type: "PAYMENT.PAYOUTS-ITEM.FAILED" });
    Object.assign(failed.resource, {
      transaction_status: "FAILED",
      errors: { name: "RECEIVER_ACCOUNT_LOCKED", message: "Receiver account is locked or inactive" },
    });
    expect(payoutItemWebhookEventSchema.parse(failed).resource.errors?.name).toBe("RECEIVER_ACCOUNT_LOCKED");
  });

  it.each([
    ["another event type", (event: ReturnType<typeof delivery>) => Object.assign(event, { event_type: "PAYMENT.PAYOUTSBATCH.SUCCESS" })],
    ["no payout_item_id", (event: ReturnType<typeof delivery>) => Object.assign(event.resource, { payout_item_id: undefined })],
    ["no transaction_status", (event: ReturnType<typeof delivery>) => Object.assign(event.resource, { transaction_status: undefined })],
    ["an amount as a number", (event: ReturnType<typeof delivery>) => Object.assign(event.resource.payout_item, { amount: { currency: "USD", value: 1 } })],
    ["no payout_item", (event: ReturnType<typeof delivery>) => Object.assign(event.resource, { payout_item: undefined })],
  ])("refuses %s", (_name, spoil) => {
    const event = delivery();
    spoil(event);
    expect(payoutItemWebhookEventSchema.safeParse(event).success).toBe(false);
  });
});
