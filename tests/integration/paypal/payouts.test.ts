import { randomUUID } from "node:crypto";

import { describe, expect, it } from "vitest";

import { AppError } from "@/lib/api/errors";
import { payoutOutcome, payoutOutcomeOfEvent } from "@/lib/paypal/payout-outcome";
import { createPayoutBatch, getPayoutBatch, getPayoutItem, type PayoutItem } from "@/lib/paypal/payouts";
import { verifyWebhookSignature } from "@/lib/paypal/verify-webhook";
import { payoutItemWebhookEventSchema } from "@/lib/paypal/webhook-schemas";

import { simulator, type SignedPayoutWebhook } from "../../support/simulator-controls";
import { deliverWebhook } from "../../support/webhook-delivery";

const CREATE = "/v1/payments/payouts";
/** Each test its own run, so the shared simulator's other batches never count. */
const runId = () => `payout-run-${randomUUID()}`;
const affiliate = (n: number, amountCents = 100 * n, receiverEmail = `affiliate${n}@example.com`) => ({ senderItemId: `aff-${n}`, receiverEmail, amountCents });

async function failureOf(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

const createdId = (result: Awaited<ReturnType<typeof createPayoutBatch>>) => {
  if (result.kind !== "created") throw new Error(`expected a created batch, got ${result.kind}`);
  return result.payoutBatchId;
};

/** The webhook as the shop's route would meet it: verified with PayPal, then parsed with the item schema. */
async function verifiedItemEvent(webhook: SignedPayoutWebhook | null) {
  if (!webhook) throw new Error("expected a signed webhook");
  expect(await verifyWebhookSignature(new Headers(webhook.headers), webhook.body)).toBe(true);
  return payoutItemWebhookEventSchema.parse(JSON.parse(webhook.body));
}

describe("PayPal Payouts client against the simulator", () => {
  it("creates a batch in USD from integer cents and reads it back", async () => {
    const senderBatchId = runId();
    const result = await createPayoutBatch({
      senderBatchId,
      emailSubject: "Your affiliate commissions",
      items: [affiliate(1, 300), { ...affiliate(2, 1234), note: "November" }],
    });
    expect(result).toEqual({ kind: "created", payoutBatchId: expect.stringMatching(/^[A-Z0-9]{13}$/), batchStatus: "PENDING", replayed: false });

    const batch = await getPayoutBatch(createdId(result));
    expect(batch).toMatchObject({
      payoutBatchId: createdId(result),
      senderBatchId,
      batchStatus: "PENDING",
      timeCreated: expect.any(String),
      timeCompleted: null,
    });
    expect(
      batch.items.map(({ senderItemId, amountCents, currency, receiver, transactionStatus, transactionId }) => ({
        senderItemId,
        amountCents,
        currency,
        receiver,
        transactionStatus,
        transactionId,
      })),
    ).toEqual([
      { senderItemId: "aff-1", amountCents: 300, currency: "USD", receiver: "affiliate1@example.com", transactionStatus: "PENDING", transactionId: null },
      { senderItemId: "aff-2", amountCents: 1234, currency: "USD", receiver: "affiliate2@example.com", transactionStatus: "PENDING", transactionId: null },
    ]);
    const simulated = await simulator.payoutBatch(createdId(result));
    expect(simulated.items.map((each) => each.amount)).toEqual([
      { currency: "USD", value: "3.00" },
      { currency: "USD", value: "12.34" },
    ]);
  });

  it("answers a repeated call with the same batch (PayPal-Request-Id) and PayPal holds one", async () => {
    const input = { senderBatchId: runId(), items: [affiliate(1)] };
    const before = await simulator.requestCount("paypal", "POST", CREATE);
    const first = await createPayoutBatch(input);
    const again = await createPayoutBatch(input);
    expect(again).toEqual({ ...first, replayed: true });
    expect(await simulator.requestCount("paypal", "POST", CREATE)).toBe(before + 2);
    expect((await simulator.payoutBatches()).filter((batch) => batch.senderBatchId === input.senderBatchId)).toHaveLength(1);
  });

  it("pays once when the same run is sent twice at the same moment", async () => {
    const input = { senderBatchId: runId(), items: [affiliate(1), affiliate(2)] };
    const [a, b] = await Promise.all([createPayoutBatch(input), createPayoutBatch(input)]);
    expect(createdId(a)).toBe(createdId(b));
    expect([a, b].filter((each) => each.kind === "created" && each.replayed)).toHaveLength(1);
    expect((await simulator.payoutBatches()).filter((batch) => batch.senderBatchId === input.senderBatchId)).toHaveLength(1);
  });

  it("reports a used sender_batch_id under another request id as a duplicate naming the first batch", async () => {
    const senderBatchId = runId();
    const first = await simulator.createPayoutBatchAtPaypal(senderBatchId, "a request id the shop never sent");
    const result = await createPayoutBatch({ senderBatchId, items: [affiliate(1)] });
    expect(result).toEqual({ kind: "duplicate", senderBatchId, payoutBatchId: first });
    expect((await simulator.payoutBatches()).filter((batch) => batch.senderBatchId === senderBatchId)).toHaveLength(1);
  });

  it.each([
    ["no items", { items: [] }, "items"],
    ["0 cents", { items: [affiliate(1, 0)] }, "items.0.amountCents"],
    ["negative cents", { items: [affiliate(1, -100)] }, "items.0.amountCents"],
    ["fractional cents", { items: [affiliate(1, 1.5)] }, "items.0.amountCents"],
    ["NaN cents", { items: [affiliate(1, Number.NaN)] }, "items.0.amountCents"],
    ["more cents than a double holds", { items: [affiliate(1, Number.MAX_SAFE_INTEGER + 1)] }, "items.0.amountCents"],
    ["15,001 items, over PayPal's limit", { items: Array.from({ length: 15_001 }, (_, i) => affiliate(i + 1, 100)) }, "items"],
    ["one affiliate twice", { items: [affiliate(1), affiliate(1)] }, "items.1.senderItemId"],
    ["a receiver that is no e-mail", { items: [affiliate(1, 100, "not-an-email")] }, "items.0.receiverEmail"],
    ["a sender_batch_id with spaces", { senderBatchId: "run 1", items: [affiliate(1)] }, "senderBatchId"],
    ["a sender_batch_id over 256 characters", { senderBatchId: "r".repeat(257), items: [affiliate(1)] }, "senderBatchId"],
  ])("refuses %s before any request", async (_name, override, field) => {
    const before = (await simulator.requests("paypal")).length;
    const error = await failureOf(createPayoutBatch({ senderBatchId: runId(), ...override }));
    expect(error.code).toBe("bad_request");
    expect(Object.keys((error.details?.fields ?? {}) as object)).toContain(field);
    expect((await simulator.requests("paypal")).length).toBe(before);
  });

  it("refuses an id that is no PayPal id before it becomes part of a URL", async () => {
    const before = (await simulator.requests("paypal")).length;
    expect((await failureOf(getPayoutBatch("../../v2/checkout/orders/X"))).code).toBe("bad_request");
    expect((await failureOf(getPayoutItem("A?page=2"))).code).toBe("bad_request");
    expect((await simulator.requests("paypal")).length).toBe(before);
  });

  it("reads one item, and follows every page of a large batch", async () => {
    const batchId = createdId(await createPayoutBatch({ senderBatchId: runId(), items: [1, 2, 3, 4, 5].map((n) => affiliate(n)) }));
    const pagesBefore = await simulator.requestCount("paypal", "GET", `${CREATE}/${batchId}`);
    const batch = await getPayoutBatch(batchId, { pageSize: 2 });
    expect(batch.items.map((each) => each.senderItemId)).toEqual(["aff-1", "aff-2", "aff-3", "aff-4", "aff-5"]);
    expect(await simulator.requestCount("paypal", "GET", `${CREATE}/${batchId}`)).toBe(pagesBefore + 3);

    const third = batch.items[2] as PayoutItem;
    expect(await getPayoutItem(third.payoutItemId)).toEqual({ ...third, senderBatchId: batch.senderBatchId });
    expect((await failureOf(getPayoutItem("NOSUCHITEM0001"))).code).toBe("not_found");
    expect(await failureOf(getPayoutBatch("NOSUCHBATCH01"))).toMatchObject({ code: "not_found", message: "PayPal knows no payout batch NOSUCHBATCH01." });
  });

  it("sees each outcome by polling and in a signed item webhook the shop verifies and parses", async () => {
    const batchId = createdId(
      await createPayoutBatch({
        senderBatchId: runId(),
        items: [affiliate(1), affiliate(2, 200, "unclaimed@example.com"), affiliate(3, 300, "failed@example.com"), affiliate(4), affiliate(5)],
      }),
    );
    const ids = Object.fromEntries((await getPayoutBatch(batchId)).items.map((each) => [each.senderItemId, each.payoutItemId]));
    const blocked = await simulator.finishPayoutItem(String(ids["aff-4"]), "BLOCKED");
    const returned = await simulator.finishPayoutItem(String(ids["aff-5"]), "RETURNED");
    expect((await getPayoutBatch(batchId)).batchStatus).toBe("PROCESSING");
    const finished = await simulator.finishPayoutBatch(batchId);
    const webhooks = [...finished.webhooks, blocked.webhook, returned.webhook];

    const expected: Record<string, { status: string; event: string; error?: string; outcome: ReturnType<typeof payoutOutcome> }> = {
      "aff-1": { status: "SUCCESS", event: "PAYMENT.PAYOUTS-ITEM.SUCCEEDED", outcome: { outcome: "paid" } },
      "aff-2": { status: "UNCLAIMED", event: "PAYMENT.PAYOUTS-ITEM.UNCLAIMED", error: "RECEIVER_UNREGISTERED", outcome: { outcome: "pending" } },
      "aff-3": { status: "FAILED", event: "PAYMENT.PAYOUTS-ITEM.FAILED", error: "RECEIVER_ACCOUNT_LOCKED", outcome: { outcome: "returned", reason: "failed" } },
      "aff-4": { status: "BLOCKED", event: "PAYMENT.PAYOUTS-ITEM.BLOCKED", error: "RISK_DECLINE", outcome: { outcome: "returned", reason: "blocked" } },
      "aff-5": { status: "RETURNED", event: "PAYMENT.PAYOUTS-ITEM.RETURNED", outcome: { outcome: "returned", reason: "returned" } },
    };
    const polled = await getPayoutBatch(batchId);
    expect(polled.batchStatus).toBe("SUCCESS");
    expect(polled.timeCompleted).toEqual(expect.any(String));
    for (const item of polled.items) {
      const want = expected[String(item.senderItemId)];
      expect(item.transactionStatus).toBe(want?.status);
      expect(item.errors?.name).toBe(want?.error);
      expect(payoutOutcome(item.transactionStatus, { since: item.timeProcessed })).toEqual(want?.outcome);
      expect(item.transactionId === null).toBe(item.transactionStatus !== "SUCCESS");
    }

    expect(webhooks).toHaveLength(5);
    for (const webhook of webhooks) {
      const event = await verifiedItemEvent(webhook);
      const want = expected[String(event.resource.payout_item.sender_item_id)];
      expect(event.event_type).toBe(want?.event);
      expect(event.resource.transaction_status).toBe(want?.status);
      expect(event.resource.payout_batch_id).toBe(batchId);
      expect(payoutOutcomeOfEvent(event.event_type, { since: event.resource.time_processed })).toEqual(want?.outcome);
    }

    // Unclaimed for 30 days: PayPal gives the money back, and so does the mapping.
    const unclaimed = polled.items.find((each) => each.senderItemId === "aff-2");
    const later = new Date(Date.parse(String(unclaimed?.timeProcessed)) + 30 * 86_400_000);
    expect(payoutOutcome("UNCLAIMED", { since: unclaimed?.timeProcessed, now: later })).toEqual({ outcome: "returned", reason: "unclaimed" });
  });

  it("has the shop's webhook route acknowledge an item event it does not act on yet", async () => {
    const batchId = createdId(await createPayoutBatch({ senderBatchId: runId(), items: [affiliate(1)] }));
    const [itemId] = (await getPayoutBatch(batchId)).items.map((each) => each.payoutItemId);
    const { webhook } = await simulator.finishPayoutItem(String(itemId), "SUCCESS");
    if (!webhook) throw new Error("expected a signed webhook");
    const res = await deliverWebhook(webhook);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true, outcome: "ignored" });
  });

  it("turns PayPal's 5xx into AppError service_unavailable, and a retry pays once", async () => {
    const input = { senderBatchId: runId(), items: [affiliate(1)] };
    await simulator.failNextPayoutCall(500);
    const failed = await failureOf(createPayoutBatch(input));
    expect(failed.code).toBe("service_unavailable");
    expect(failed.message).toMatch(/PayPal could not create payout batch \(HTTP 500\)/);
    expect(failed.details).toMatchObject({ status: 500, paypalError: "INTERNAL_ERROR" });

    const batchId = createdId(await createPayoutBatch(input));
    await simulator.failNextPayoutCall(503);
    expect((await failureOf(getPayoutBatch(batchId))).code).toBe("service_unavailable");
    await simulator.failNextPayoutCall(502);
    expect((await failureOf(getPayoutItem(String((await simulator.payoutBatch(batchId)).itemIds[0])))).code).toBe("service_unavailable");
    expect((await simulator.payoutBatches()).filter((batch) => batch.senderBatchId === input.senderBatchId)).toHaveLength(1);
  });
});
