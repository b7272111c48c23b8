import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { startSimulators, type Simulators } from "@/simulators/server";

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- PayPal's answers, read field by field

/** Bearer-token calls against the simulator's Payouts API, as any HTTP client makes them. */
async function payoutsApi(sim: Simulators) {
  const tokenResponse = await fetch(`${sim.url}/paypal/v1/oauth2/token`, {
    method: "POST",
    headers: { authorization: `Basic ${Buffer.from("id:secret").toString("base64")}` },
    body: "grant_type=client_credentials",
  });
  const { access_token: token } = (await tokenResponse.json()) as { access_token: string };
  return async (method: "GET" | "POST", path: string, body?: unknown, requestId?: string) => {
    const res = await fetch(`${sim.url}/paypal${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body !== undefined && { "content-type": "application/json" }),
        ...(requestId !== undefined && { "paypal-request-id": requestId }),
      },
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Json };
  };
}

const item = (receiver: string, value: string, senderItemId: string) => ({
  recipient_type: "EMAIL",
  amount: { currency: "USD", value },
  receiver,
  sender_item_id: senderItemId,
});
const batchRequest = (senderBatchId: string, items: object[] = [item("aff1@example.com", "3.00", "aff-1"), item("aff2@example.com", "12.34", "aff-2")]) => ({
  sender_batch_header: { sender_batch_id: senderBatchId, email_subject: "Your affiliate payout" },
  items,
});

describe("PayPal Payouts simulator", () => {
  let sim: Simulators;
  let call: Awaited<ReturnType<typeof payoutsApi>>;

  beforeAll(async () => {
    sim = await startSimulators({ port: 0, payoutReceivers: { unclaimed: ["nobody@example.com", "unclaimed@example.com"] } });
    call = await payoutsApi(sim);
  });
  afterAll(() => sim.stop());
  beforeEach(() => sim.paypal.reset());

  const create = async (senderBatchId = "run-1", items?: ReturnType<typeof item>[]) => {
    const created = await call("POST", "/v1/payments/payouts", batchRequest(senderBatchId, items));
    expect(created.status).toBe(201);
    return created.body.batch_header.payout_batch_id as string;
  };

  it("creates a PENDING batch and shows it, its items and each item in PayPal's shapes", async () => {
    const created = await call("POST", "/v1/payments/payouts", batchRequest("run-1"));
    expect(created.status).toBe(201);
    const batchId = created.body.batch_header.payout_batch_id as string;
    expect(batchId).toMatch(/^[A-Z0-9]{13}$/);
    expect(created.body).toEqual({
      batch_header: {
        payout_batch_id: batchId,
        batch_status: "PENDING",
        time_created: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/),
        sender_batch_header: { sender_batch_id: "run-1", email_subject: "Your affiliate payout" },
      },
      links: [{ href: `${sim.url}/paypal/v1/payments/payouts/${batchId}`, rel: "self", method: "GET", encType: "application/json" }],
    });

    const batch = await call("GET", `/v1/payments/payouts/${batchId}`);
    expect(batch.status).toBe(200);
    expect(batch.body.batch_header).toMatchObject({
      payout_batch_id: batchId,
      batch_status: "PENDING",
      funding_source: "BALANCE",
      amount: { currency: "USD", value: "15.34" },
      fees: { currency: "USD", value: "0.31" },
    });
    expect(batch.body.batch_header.time_completed).toBeUndefined();
    expect(batch.body.items).toHaveLength(2);
    const [first] = batch.body.items as Json[];
    expect(first).toMatchObject({
      transaction_status: "PENDING",
      payout_batch_id: batchId,
      payout_item_fee: { currency: "USD", value: "0.06" },
      payout_item: { recipient_type: "EMAIL", amount: { currency: "USD", value: "3.00" }, receiver: "aff1@example.com", sender_item_id: "aff-1" },
    });
    expect(first?.transaction_id).toBeUndefined();
    expect(first?.errors).toBeUndefined();

    const itemId = String(first?.payout_item_id);
    const shown = await call("GET", `/v1/payments/payouts-item/${itemId}`);
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({ payout_item_id: itemId, payout_batch_id: batchId, sender_batch_id: "run-1", transaction_status: "PENDING" });
    expect(shown.body.links.map((link: Json) => link.rel)).toEqual(["self", "batch"]);
  });

  it("answers a repeated PayPal-Request-Id with the first answer and holds one batch", async () => {
    const first = await call("POST", "/v1/payments/payouts", batchRequest("run-2"), "run-2");
    const again = await call("POST", "/v1/payments/payouts", batchRequest("run-2"), "run-2");
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(sim.paypal.listPayoutBatches()).toHaveLength(1);
  });

  it("refuses a used sender_batch_id under another request id with USER_BUSINESS_ERROR linking the first batch", async () => {
    const batchId = await create("run-3");
    const duplicate = await call("POST", "/v1/payments/payouts", batchRequest("run-3"), "another-request");
    expect(duplicate.status).toBe(400);
    expect(duplicate.body).toMatchObject({
      name: "USER_BUSINESS_ERROR",
      message: "User business error.",
      debug_id: expect.any(String),
      information_link: "https://developer.paypal.com/docs/api/payments.payouts-batch/#errors",
      details: [
        {
          field: "SENDER_BATCH_ID",
          issue: "Batch with given sender_batch_id already exists",
          link: [{ href: `${sim.url}/paypal/v1/payments/payouts/${batchId}`, rel: "self", method: "GET" }],
        },
      ],
    });
    expect(sim.paypal.listPayoutBatches()).toHaveLength(1);
  });

  it.each([
    ["a body that is not JSON", "{", undefined],
    ["no items", { sender_batch_header: { sender_batch_id: "x" } }, "items"],
    ["an empty items list", batchRequest("x", []), "items"],
    [
      "15,001 items",
      batchRequest(
        "x",
        Array.from({ length: 15_001 }, (_, i) => item(`a${i}@example.com`, "1.00", `i${i}`)),
      ),
      "items",
    ],
    ["a zero amount", batchRequest("x", [item("a@example.com", "0.00", "a")]), "items[0].amount.value"],
    ["three decimals", batchRequest("x", [item("a@example.com", "1.234", "a")]), "items[0].amount.value"],
    ["a negative amount", batchRequest("x", [item("a@example.com", "-1.00", "a")]), "items[0].amount.value"],
    ["no currency", batchRequest("x", [{ ...item("a@example.com", "1.00", "a"), amount: { value: "1.00" } }]), "items[0].amount.currency"],
    ["a receiver that is no e-mail", batchRequest("x", [item("not-an-email", "1.00", "a")]), "items[0].receiver"],
    ["a sender_item_id over 63 characters", batchRequest("x", [item("a@example.com", "1.00", "a".repeat(64))]), "items[0].sender_item_id"],
  ])("refuses %s with a VALIDATION_ERROR and keeps nothing", async (_name, body, field) => {
    const refused = await call("POST", "/v1/payments/payouts", body);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ name: "VALIDATION_ERROR", message: "Invalid request - see details", debug_id: expect.any(String) });
    if (field) expect(refused.body.details.map((detail: Json) => detail.field)).toContain(field);
    expect(sim.paypal.listPayoutBatches()).toHaveLength(0);
  });

  it("pages a batch's items with page, page_size and total_required", async () => {
    const batchId = await create(
      "run-4",
      Array.from({ length: 5 }, (_, i) => item(`a${i}@example.com`, "1.00", `aff-${i}`)),
    );
    const pages = [];
    for (const page of [1, 2, 3]) pages.push(await call("GET", `/v1/payments/payouts/${batchId}?page=${page}&page_size=2&total_required=true`));
    expect(pages.map((page) => page.body.items.length)).toEqual([2, 2, 1]);
    expect(pages.flatMap((page) => page.body.items.map((each: Json) => each.payout_item.sender_item_id))).toEqual([
      "aff-0",
      "aff-1",
      "aff-2",
      "aff-3",
      "aff-4",
    ]);
    expect(pages[0]?.body).toMatchObject({ total_items: 5, total_pages: 3 });
    expect(pages[0]?.body.links.map((link: Json) => link.rel)).toEqual(["self", "next"]);
    expect(pages[2]?.body.links.map((link: Json) => link.rel)).toEqual(["self", "previous"]);
    expect((await call("GET", `/v1/payments/payouts/${batchId}`)).body.total_pages).toBeUndefined();
    for (const query of ["page=0", "page_size=0", "page_size=1001", "page=x", "total_required=yes"]) {
      expect((await call("GET", `/v1/payments/payouts/${batchId}?${query}`)).body.name).toBe("VALIDATION_ERROR");
    }
  });

  it("finishes a batch by receiver: paid, unclaimed and failing receivers, the batch following its items", async () => {
    const batchId = await create("run-5", [
      item("paid@example.com", "1.00", "paid"),
      item("Nobody@Example.com", "2.00", "unclaimed"),
      item("failed@example.com", "3.00", "failed"),
    ]);
    const [paidId, unclaimedId, failedId] = (sim.paypal.getPayoutBatch(batchId)?.items ?? []).map((each) => each.id);
    sim.paypal.finishPayoutItem(String(paidId));
    expect((await call("GET", `/v1/payments/payouts/${batchId}`)).body.batch_header.batch_status).toBe("PROCESSING");

    const changed = sim.paypal.finishPayoutBatch(batchId);
    expect(changed.map((each) => [each.id, each.status])).toEqual([
      [unclaimedId, "UNCLAIMED"],
      [failedId, "FAILED"],
    ]);
    const batch = (await call("GET", `/v1/payments/payouts/${batchId}`)).body;
    expect(batch.batch_header.batch_status).toBe("SUCCESS");
    expect(batch.batch_header.time_completed).toEqual(expect.any(String));
    const byId = Object.fromEntries((batch.items as Json[]).map((each) => [each.payout_item_id, each]));
    expect(byId[String(paidId)]).toMatchObject({ transaction_status: "SUCCESS", transaction_id: expect.stringMatching(/^[A-Z0-9]{17}$/) });
    expect(byId[String(paidId)]?.errors).toBeUndefined();
    expect(byId[String(unclaimedId)]).toMatchObject({ transaction_status: "UNCLAIMED", errors: { name: "RECEIVER_UNREGISTERED" } });
    expect(byId[String(failedId)]).toMatchObject({ transaction_status: "FAILED", errors: { name: "RECEIVER_ACCOUNT_LOCKED" } });
    expect(byId[String(failedId)]?.transaction_id).toBeUndefined();
  });

  it("allows only the changes PayPal makes to an item", () => {
    const items = sim.paypal.payouts.create({ senderBatchId: "run-6" }, [
      { recipientType: "EMAIL", amount: { currency: "USD", value: "1.00" }, amountMinor: 100, receiver: "a@example.com" },
    ]);
    const itemId = String(items.itemIds[0]);
    expect(() => sim.paypal.finishPayoutItem(itemId, "PENDING")).toThrow(/cannot go from PENDING to PENDING/);
    expect(sim.paypal.finishPayoutItem(itemId, "UNCLAIMED").status).toBe("UNCLAIMED");
    expect(sim.paypal.finishPayoutItem(itemId, "RETURNED").status).toBe("RETURNED");
    expect(() => sim.paypal.finishPayoutItem(itemId, "SUCCESS")).toThrow(/cannot go from RETURNED to SUCCESS/);
    expect(() => sim.paypal.finishPayoutItem("NOSUCHITEM", "SUCCESS")).toThrow(/Unknown payout item/);
    expect(() => sim.paypal.finishPayoutBatch(items.id, "REFUNDED")).toThrow(/cannot finish its items as REFUNDED/);
  });

  it("answers unknown ids with 404 INVALID_RESOURCE_ID, no token with 401, and a forced failure with a 5xx once", async () => {
    expect((await call("GET", "/v1/payments/payouts/NOSUCHBATCH")).body).toMatchObject({ name: "INVALID_RESOURCE_ID" });
    expect((await call("GET", "/v1/payments/payouts-item/NOSUCHITEM")).status).toBe(404);
    expect((await fetch(`${sim.url}/paypal/v1/payments/payouts`, { method: "POST", body: "{}" })).status).toBe(401);

    sim.paypal.failNextPayoutCall(503);
    const failed = await call("POST", "/v1/payments/payouts", batchRequest("run-7"), "run-7");
    expect(failed.status).toBe(503);
    expect(failed.body.name).toBe("SERVICE_UNAVAILABLE");
    expect(sim.paypal.listPayoutBatches()).toHaveLength(0);
    expect((await call("POST", "/v1/payments/payouts", batchRequest("run-7"), "run-7")).status).toBe(201);
    expect(() => sim.paypal.failNextPayoutCall(404)).toThrow(/5xx/);
  });

  describe("over HTTP", () => {
    const control = async (path: string, body: unknown = {}) => {
      const res = await fetch(`${sim.url}/__simulator${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
      return { status: res.status, body: res.status === 204 ? {} : ((await res.json()) as Json) };
    };
    const verify = (signed: Json) =>
      call("POST", "/v1/notifications/verify-webhook-signature", {
        auth_algo: signed.headers["paypal-auth-algo"],
        cert_url: signed.headers["paypal-cert-url"],
        transmission_id: signed.headers["paypal-transmission-id"],
        transmission_sig: signed.headers["paypal-transmission-sig"],
        transmission_time: signed.headers["paypal-transmission-time"],
        webhook_id: sim.paypal.webhookId,
        webhook_event: JSON.parse(String(signed.body)),
      });

    it("finishes an item and answers its signed PAYMENT.PAYOUTS-ITEM.* event, which verifies", async () => {
      const batchId = await create("run-8");
      const itemId = String(sim.paypal.getPayoutBatch(batchId)?.items[0]?.id);
      const finished = await control(`/paypal/payouts/items/${itemId}/finish`, { status: "BLOCKED" });
      expect(finished.status).toBe(200);
      expect(finished.body.item).toMatchObject({ id: itemId, status: "BLOCKED", error: { name: "RISK_DECLINE" } });
      const event = JSON.parse(finished.body.webhook.body);
      expect(event).toMatchObject({
        event_type: "PAYMENT.PAYOUTS-ITEM.BLOCKED",
        resource_type: "payouts_item",
        resource: { payout_item_id: itemId, payout_batch_id: batchId, sender_batch_id: "run-8", transaction_status: "BLOCKED" },
      });
      expect((await verify(finished.body.webhook)).body.verification_status).toBe("SUCCESS");
      expect((await control(`/paypal/payouts/items/${itemId}/webhook`, { type: "PAYMENT.PAYOUTS-ITEM.DENIED" })).body.event.event_type).toBe(
        "PAYMENT.PAYOUTS-ITEM.DENIED",
      );
    });

    it("delivers the events to a loopback listener only", async () => {
      const received: { headers: IncomingHttpHeaders; body: string }[] = [];
      const listener = createServer((req, res) => {
        let body = "";
        req.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
        req.on("end", () => {
          received.push({ headers: req.headers, body });
          res.writeHead(200).end("ok");
        });
      });
      await new Promise<void>((resolve) => listener.listen(0, "127.0.0.1", resolve));
      try {
        const deliverTo = `http://127.0.0.1:${(listener.address() as AddressInfo).port}/hook`;
        const batchId = await create("run-9", [item("a@example.com", "1.00", "a"), item("unclaimed@example.com", "1.00", "u")]);
        const finished = await control(`/paypal/payouts/${batchId}/finish`, { deliverTo });
        expect(finished.body.batch.status).toBe("SUCCESS");
        expect(finished.body.webhooks.map((each: Json) => each.delivery.status)).toEqual([200, 200]);
        expect(received.map((each) => JSON.parse(each.body).event_type)).toEqual(["PAYMENT.PAYOUTS-ITEM.SUCCEEDED", "PAYMENT.PAYOUTS-ITEM.UNCLAIMED"]);
        expect(received[0]?.headers["paypal-transmission-sig"]).toEqual(expect.any(String));

        const itemId = String(finished.body.batch.items[0].id);
        const outside = await control(`/paypal/payouts/items/${itemId}/finish`, { status: "REFUNDED", deliverTo: "http://203.0.113.7/hook" });
        expect(outside).toEqual({ status: 400, body: { error: { code: "bad_request", message: "deliverTo must be a loopback URL" } } });
      } finally {
        await new Promise((resolve) => listener.close(resolve));
      }
    });

    it("answers REVERSED without an event, and refuses unknown items, bad statuses and impossible changes", async () => {
      const batchId = await create("run-10");
      const itemId = String(sim.paypal.getPayoutBatch(batchId)?.items[0]?.id);
      expect((await control(`/paypal/payouts/items/${itemId}/finish`, { status: "SUCCESS" })).status).toBe(200);
      expect((await control(`/paypal/payouts/items/${itemId}/finish`, { status: "REVERSED" })).body).toMatchObject({
        item: { status: "REVERSED" },
        webhook: null,
      });
      expect((await control(`/paypal/payouts/items/${itemId}/finish`, { status: "SUCCESS" })).status).toBe(409);
      expect((await control(`/paypal/payouts/items/${itemId}/webhook`)).status).toBe(409);
      expect((await control(`/paypal/payouts/items/NOSUCHITEM/finish`, { status: "SUCCESS" })).status).toBe(404);
      expect((await control(`/paypal/payouts/items/${itemId}/finish`, { status: "PAID" })).status).toBe(400);
      expect((await control(`/paypal/payouts/items/${itemId}/webhook`, { type: "PAYMENT.CAPTURE.COMPLETED" })).status).toBe(400);
      expect((await control("/paypal/payouts/fail-next", { status: 200 })).status).toBe(400);
      const listed = (await (await fetch(`${sim.url}/__simulator/paypal/payouts`)).json()) as Json;
      expect(listed.batches.map((batch: Json) => batch.senderBatchId)).toEqual(["run-10"]);
    });
  });
});
