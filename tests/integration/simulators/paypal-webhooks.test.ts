import { verify, X509Certificate } from "node:crypto";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { crc32 } from "node:zlib";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { startSimulators, type Simulators } from "@/simulators/server";

const WEBHOOK_ID = "SHOPWEBHOOK01";

/** A token plus JSON calls against the simulator's PayPal REST API. */
async function paypalApi(sim: Simulators) {
  const tokenResponse = await fetch(`${sim.url}/paypal/v1/oauth2/token`, {
    method: "POST",
    headers: { authorization: `Basic ${Buffer.from("id:secret").toString("base64")}` },
    body: "grant_type=client_credentials",
  });
  const { access_token: token } = (await tokenResponse.json()) as { access_token: string };
  return async (path: string, body: unknown = {}) => {
    const res = await fetch(`${sim.url}/paypal${path}`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
}

/** What the app's webhook route does: post the delivery's headers and event back to PayPal. */
function verifyRequest(headers: Record<string, string> | IncomingHttpHeaders, body: string, webhookId = WEBHOOK_ID) {
  const get = (name: string) => String(headers[name] ?? "");
  return {
    auth_algo: get("paypal-auth-algo"),
    cert_url: get("paypal-cert-url"),
    transmission_id: get("paypal-transmission-id"),
    transmission_sig: get("paypal-transmission-sig"),
    transmission_time: get("paypal-transmission-time"),
    webhook_id: webhookId,
    webhook_event: JSON.parse(body) as unknown,
  };
}

describe("PayPal webhook signing and verify-webhook-signature", () => {
  let sim: Simulators;
  let other: Simulators;
  let call: Awaited<ReturnType<typeof paypalApi>>;
  let orderId: string;

  const verifyStatus = async (request: object) => (await call("/v1/notifications/verify-webhook-signature", request)).body.verification_status;

  beforeAll(async () => {
    sim = await startSimulators({ port: 0, webhookId: WEBHOOK_ID });
    other = await startSimulators({ port: 0, webhookId: WEBHOOK_ID });
    call = await paypalApi(sim);
    const created = await call("/v2/checkout/orders", {
      intent: "CAPTURE",
      purchase_units: [{ amount: { currency_code: "USD", value: "5.00" }, custom_id: "license-7" }],
    });
    orderId = String(created.body.id);
    sim.paypal.approveOrder(orderId);
    expect((await call(`/v2/checkout/orders/${orderId}/capture`)).status).toBe(201);
  });
  afterAll(async () => {
    await sim.stop();
    await other.stop();
  });

  it("delivers a signed PAYMENT.CAPTURE.COMPLETED event that verifies SUCCESS", async () => {
    const received: { headers: IncomingHttpHeaders; body: string }[] = [];
    const listener = createServer((req, res) => {
      let body = "";
      req.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
      req.on("end", () => {
        received.push({ headers: req.headers, body });
        res.writeHead(200).end();
      });
    });
    await new Promise<void>((resolve) => listener.listen(0, "127.0.0.1", resolve));
    const event = sim.paypal.webhookEvent("PAYMENT.CAPTURE.COMPLETED", orderId);
    const response = await sim.paypal.deliverWebhook(`http://127.0.0.1:${(listener.address() as AddressInfo).port}/webhooks`, event);
    await new Promise((resolve) => listener.close(resolve));

    expect(response.status).toBe(200);
    const [delivery] = received;
    expect(delivery?.headers["paypal-auth-algo"]).toBe("SHA256withRSA");
    expect(delivery?.headers["paypal-cert-url"]).toBe(sim.paypal.certificateUrl);
    expect(JSON.parse(delivery?.body ?? "{}")).toMatchObject({
      event_type: "PAYMENT.CAPTURE.COMPLETED",
      resource_type: "capture",
      resource: {
        status: "COMPLETED",
        amount: { currency_code: "USD", value: "5.00" },
        custom_id: "license-7",
        supplementary_data: { related_ids: { order_id: orderId } },
      },
    });
    expect(await verifyStatus(verifyRequest(delivery?.headers ?? {}, delivery?.body ?? ""))).toBe("SUCCESS");
  });

  it("signs with a real key whose certificate is served at the cert URL (offline check)", async () => {
    const { headers, body } = sim.paypal.signWebhook(sim.paypal.webhookEvent("PAYMENT.CAPTURE.COMPLETED", orderId));
    const certificate = new X509Certificate(await (await fetch(String(headers["paypal-cert-url"]))).text());
    const message = `${headers["paypal-transmission-id"]}|${headers["paypal-transmission-time"]}|${WEBHOOK_ID}|${crc32(body)}`;
    const signature = Buffer.from(String(headers["paypal-transmission-sig"]), "base64");
    expect(verify("sha256", Buffer.from(message), certificate.publicKey, signature)).toBe(true);
    expect(verify("sha256", Buffer.from(`${message}0`), certificate.publicKey, signature)).toBe(false);
  });

  it("answers FAILURE for a tampered body, a wrong webhook id, another key or a forged signature", async () => {
    const event = sim.paypal.webhookEvent("PAYMENT.CAPTURE.COMPLETED", orderId);
    const { headers, body } = sim.paypal.signWebhook(event);
    const genuine = verifyRequest(headers, body);
    expect(await verifyStatus(genuine)).toBe("SUCCESS");

    const tampered = structuredClone(genuine) as typeof genuine & { webhook_event: { resource: { amount: { value: string } } } };
    tampered.webhook_event.resource.amount.value = "500.00";
    expect(await verifyStatus(tampered)).toBe("FAILURE");
    expect(await verifyStatus(verifyRequest(headers, body, "SOMEOTHERWEBHOOK"))).toBe("FAILURE");

    const foreign = other.paypal.signWebhook(event);
    expect(await verifyStatus(verifyRequest(foreign.headers, foreign.body))).toBe("FAILURE");
    const foreignWithOurCert = { ...verifyRequest(foreign.headers, foreign.body), cert_url: sim.paypal.certificateUrl };
    expect(await verifyStatus(foreignWithOurCert)).toBe("FAILURE");
    expect(await verifyStatus({ ...genuine, transmission_sig: Buffer.alloc(256, 7).toString("base64") })).toBe("FAILURE");
  });

  it("signs events over HTTP for tests in another process, delivering only to loopback", async () => {
    const control = (body: object) => fetch(`${sim.url}/__simulator/paypal/webhooks`, { method: "POST", body: JSON.stringify(body) });
    const signed = (await (await control({ type: "PAYMENT.CAPTURE.COMPLETED", orderId })).json()) as { headers: Record<string, string>; body: string };
    expect(await verifyStatus(verifyRequest(signed.headers, signed.body))).toBe("SUCCESS");
    expect((await control({ type: "PAYMENT.CAPTURE.COMPLETED", orderId, deliverTo: "http://192.0.2.1/webhooks" })).status).toBe(400);
    expect((await control({ type: "PAYMENT.CAPTURE.REFUNDED", orderId: "0UNKNOWN00000000" })).status).toBe(409);

    const odd = { id: "WH-ODD", event_type: "PAYMENT.CAPTURE.COMPLETED", resource: { id: "X", amount: "5.00" } };
    const sign = (body: object) => fetch(`${sim.url}/__simulator/paypal/webhooks/sign`, { method: "POST", body: JSON.stringify(body) });
    const oddSigned = (await (await sign({ event: odd })).json()) as { headers: Record<string, string>; body: string };
    expect(JSON.parse(oddSigned.body)).toEqual(odd);
    expect(await verifyStatus(verifyRequest(oddSigned.headers, oddSigned.body))).toBe("SUCCESS");
    expect((await sign({ event: "not an object" })).status).toBe(400);
  });

  it("rejects a verify request without the transmission fields", async () => {
    const { status, body } = await call("/v1/notifications/verify-webhook-signature", { webhook_id: WEBHOOK_ID, webhook_event: {} });
    expect(status).toBe(400);
    expect(body.name).toBe("INVALID_REQUEST");
    expect(body.details).toContainEqual(expect.objectContaining({ issue: "MISSING_REQUIRED_PARAMETER", field: "/transmission_sig" }));
    expect(body.details).not.toContainEqual(expect.objectContaining({ field: "/webhook_id" }));
  });

  it("builds approval, refund and reversal events shaped like PayPal's", async () => {
    const created = await call("/v2/checkout/orders", { intent: "CAPTURE", purchase_units: [{ amount: { currency_code: "USD", value: "5.00" } }] });
    const approvedId = String(created.body.id);
    expect(() => sim.paypal.webhookEvent("CHECKOUT.ORDER.APPROVED", approvedId)).toThrow(/not approved/);
    sim.paypal.approveOrder(approvedId);
    expect(sim.paypal.webhookEvent("CHECKOUT.ORDER.APPROVED", approvedId)).toMatchObject({
      resource_type: "checkout-order",
      resource: { id: approvedId, status: "APPROVED", payer: { payer_id: "SANDBXBUYER42", email_address: "buyer@example.com" } },
    });

    const captureId = sim.paypal.getOrder(orderId)?.captures[0]?.id ?? "";
    const refund = sim.paypal.refundCapture(captureId, { value: "2.00" });
    const refunded = sim.paypal.webhookEvent("PAYMENT.CAPTURE.REFUNDED", orderId);
    expect(refunded).toMatchObject({ resource_type: "refund", resource: { id: refund.id, amount: { value: "2.00" } } });
    expect(refunded.resource.links).toContainEqual({ href: `${sim.url}/paypal/v2/payments/captures/${captureId}`, rel: "up", method: "GET" });

    sim.paypal.reverseCapture(captureId);
    expect(sim.paypal.webhookEvent("PAYMENT.CAPTURE.REVERSED", orderId)).toMatchObject({
      event_type: "PAYMENT.CAPTURE.REVERSED",
      resource: { amount: { value: "3.00" }, note_to_payer: "Payment reversed" },
    });
    expect(sim.paypal.getOrder(orderId)?.captures[0]?.status).toBe("REFUNDED");
  });
});
