import { ApiError, CheckoutPaymentIntent, Client, Environment, OrdersController, PaymentsController } from "@paypal/paypal-server-sdk";
import axios, { type InternalAxiosRequestConfig } from "axios";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { startSimulators, type Simulators } from "@/simulators/server";

import { simulator } from "../../support/simulator-controls";

const httpAdapter = axios.getAdapter("http");

/** The real server SDK, redirected to the simulator with the axios adapter of contracts §1.9. */
function sdkClient(simulatorUrl: string, credentials = { oAuthClientId: "shop-client", oAuthClientSecret: "shop-secret" }) {
  return new Client({
    environment: Environment.Sandbox,
    timeout: 10_000,
    clientCredentialsAuthCredentials: credentials,
    unstable_httpClientOptions: {
      adapter: (config: InternalAxiosRequestConfig) =>
        httpAdapter({ ...config, url: String(config.url).replace(/^https:\/\/api-m\.(sandbox\.)?paypal\.com/, `${simulatorUrl}/paypal`) }),
    },
  });
}

const fiveDollars = {
  intent: CheckoutPaymentIntent.Capture,
  purchaseUnits: [{ amount: { currencyCode: "USD", value: "5.00" }, customId: "license-1", description: "Lifetime license" }],
};

async function issueOf(promise: Promise<unknown>): Promise<{ status: number; issue: unknown }> {
  const error: unknown = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  const result = error.result as { details?: { issue?: string }[] } | undefined;
  return { status: error.statusCode, issue: result?.details?.[0]?.issue };
}

/** The approval page's form post, as a browser without JavaScript sends it (with the "Buyer's country" select's value, if given). */
const submitApproval = (url: string, token: string, action: "approve" | "decline" | "cancel", countryCode?: string) =>
  fetch(`${url}/paypal/checkoutnow`, { method: "POST", body: new URLSearchParams({ token, action, ...(countryCode !== undefined && { countryCode }) }) });

/** The payer's country in both places the SDK's order model carries it. */
const payerCountries = (order: { payer?: { address?: { countryCode?: string } }; paymentSource?: { paypal?: { address?: { countryCode?: string } } } }) => ({
  payer: order.payer?.address?.countryCode,
  paypal: order.paymentSource?.paypal?.address?.countryCode,
});

describe("PayPal REST simulator through @paypal/paypal-server-sdk", () => {
  let sim: Simulators;
  let orders: OrdersController;

  beforeAll(async () => {
    sim = await startSimulators({ port: 0 });
    orders = new OrdersController(sdkClient(sim.url));
  });
  afterAll(() => sim.stop());
  beforeEach(() => sim.paypal.reset());
  const newOrderId = async () => (await orders.createOrder({ body: fiveDollars })).result.id ?? "";

  it("creates an order, approves it on the approval page, captures it and reads it back", async () => {
    const created = await orders.createOrder({ body: fiveDollars, prefer: "return=representation" });
    expect(created.statusCode).toBe(201);
    const orderId = created.result.id ?? "";
    expect(created.result.status).toBe("CREATED");
    const approve = created.result.links?.find((link) => link.rel === "approve");
    expect(approve?.href).toBe(`${sim.url}/paypal/checkoutnow?token=${orderId}`);

    const page = await (await fetch(approve?.href ?? "")).text();
    expect(page).toContain("<title>PayPal Sandbox Simulator</title>");
    expect(page).toMatch(/No real payment/);
    for (const label of ["Approve payment", "Decline card", "Cancel"]) expect(page).toContain(`>${label}</button>`);

    const approval = await submitApproval(sim.url, orderId, "approve");
    expect(approval.status).toBe(200);
    expect(await approval.text()).toContain(`"source":"paypal-simulator","orderId":"${orderId}","result":"approved"`);

    const captured = await orders.captureOrder({ id: orderId });
    expect(captured.statusCode).toBe(201);
    expect(captured.result.status).toBe("COMPLETED");
    const capture = captured.result.purchaseUnits?.[0]?.payments?.captures?.[0];
    expect(capture).toMatchObject({ status: "COMPLETED", amount: { currencyCode: "USD", value: "5.00" }, customId: "license-1" });
    expect(captured.result.payer).toMatchObject({ payerId: "SANDBXBUYER42", emailAddress: "buyer@example.com" });
    expect(captured.result.payer?.name?.givenName).toBeTruthy();
    expect(payerCountries(captured.result)).toEqual({ payer: "US", paypal: "US" });

    const fetched = await orders.getOrder({ id: orderId });
    expect(fetched.result.status).toBe("COMPLETED");
    expect(fetched.result.purchaseUnits?.[0]?.payments?.captures?.[0]?.id).toBe(capture?.id);
  });

  it("captures once, answers ORDER_ALREADY_CAPTURED after that, and replays a repeated PayPal-Request-Id", async () => {
    const orderId = await newOrderId();
    sim.paypal.approveOrder(orderId);
    const first = await orders.captureOrder({ id: orderId, paypalRequestId: "capture-attempt-1" });
    const replay = await orders.captureOrder({ id: orderId, paypalRequestId: "capture-attempt-1" });
    expect(first.statusCode).toBe(201);
    expect(replay.statusCode).toBe(200);
    const captureId = (r: typeof first) => r.result.purchaseUnits?.[0]?.payments?.captures?.[0]?.id;
    expect(captureId(replay)).toBe(captureId(first));
    expect(await issueOf(orders.captureOrder({ id: orderId }))).toEqual({ status: 422, issue: "ORDER_ALREADY_CAPTURED" });
    expect(sim.paypal.getOrder(orderId)?.captures).toHaveLength(1);
  });

  it("keeps a cancelled order unapproved and declines 'Decline card' until the buyer approves again", async () => {
    const orderId = await newOrderId();
    expect(await (await submitApproval(sim.url, orderId, "cancel")).text()).toContain('"result":"cancelled"');
    expect(await issueOf(orders.captureOrder({ id: orderId }))).toEqual({ status: 422, issue: "ORDER_NOT_APPROVED" });
    expect(await (await submitApproval(sim.url, orderId, "decline")).text()).toContain('"result":"approved"');
    expect(await issueOf(orders.captureOrder({ id: orderId }))).toEqual({ status: 422, issue: "INSTRUMENT_DECLINED" });
    await submitApproval(sim.url, orderId, "approve");
    expect((await orders.captureOrder({ id: orderId })).result.status).toBe("COMPLETED");
  });

  it("refuses, as PayPal's buttons do, an order in another currency than the one the SDK was loaded with, telling the opener why", async () => {
    const orderId = await newOrderId();
    const matching = await fetch(`${sim.url}/paypal/checkoutnow?token=${orderId}&sdk_currency=USD`);
    expect(matching.status).toBe(200);
    expect(await matching.text()).toContain(">Approve payment</button>");

    const other = await fetch(`${sim.url}/paypal/checkoutnow?token=${orderId}&sdk_currency=EUR`);
    expect(other.status).toBe(400);
    const page = await other.text();
    const message = "Unexpected currency: USD passed to order.create. Please ensure you are passing /sdk/js?currency=USD in the paypal script tag.";
    expect(page).toContain(`<p role="alert">${message}</p>`);
    expect(page).toContain(`"result":"error","message":"${message}"`);
    expect(page).not.toContain("Approve payment");
    expect(sim.paypal.getOrder(orderId)).toMatchObject({ status: "CREATED" });
  });

  it('offers a labelled "Buyer\'s country" select on the approval page, US first, whose value goes with the approval', async () => {
    const orderId = await newOrderId();
    const page = await (await fetch(`${sim.url}/paypal/checkoutnow?token=${orderId}`)).text();
    expect(page).toContain(`<label for="buyer-country">Buyer's country</label><select id="buyer-country" name="countryCode">`);
    const options = [...page.matchAll(/<option value="([A-Z]{2})"( selected)?>/g)].map(([, code, selected]) => `${code}${selected ?? ""}`);
    expect(options).toEqual(["US selected", "DE", "FR", "GB", "NL", "IE", "HU", "CA", "AU", "JP"]);
    for (const label of ["Approve payment", "Decline card", "Cancel"]) expect(page).toContain(`>${label}</button>`);

    const refused = await submitApproval(sim.url, orderId, "approve", "fr");
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(`Choose the buyer's country: "fr" is not a two-letter country code.`);
    expect(sim.paypal.getOrder(orderId)).toMatchObject({ status: "CREATED" });
    expect(sim.paypal.getOrder(orderId)?.payer).toBeUndefined();

    expect((await submitApproval(sim.url, orderId, "approve", "FR")).status).toBe(200);
    expect(payerCountries((await orders.getOrder({ id: orderId })).result)).toEqual({ payer: "FR", paypal: "FR" });
    const again = await (await fetch(`${sim.url}/paypal/checkoutnow?token=${orderId}`)).text();
    expect(again).toContain('<option value="FR" selected>France (FR)</option>');
    expect(payerCountries((await orders.captureOrder({ id: orderId })).result)).toEqual({ payer: "FR", paypal: "FR" });

    const declined = await newOrderId();
    expect((await submitApproval(sim.url, declined, "decline", "GB")).status).toBe(200);
    expect(payerCountries((await orders.getOrder({ id: declined })).result)).toEqual({ payer: "GB", paypal: "GB" });
    expect(await issueOf(orders.captureOrder({ id: declined }))).toEqual({ status: 422, issue: "INSTRUMENT_DECLINED" });
  });

  it("fails exactly the next capture with a forced issue", async () => {
    const orderId = await newOrderId();
    sim.paypal.approveOrder(orderId);
    sim.paypal.failNextCapture(orderId, "INTERNAL_SERVER_ERROR");
    // PayPal's 500 names no issue (error_500 has no details).
    expect(await issueOf(orders.captureOrder({ id: orderId }))).toEqual({ status: 500, issue: undefined });
    sim.paypal.failNextCapture(orderId, "INSTRUMENT_DECLINED");
    expect(await issueOf(orders.captureOrder({ id: orderId }))).toEqual({ status: 422, issue: "INSTRUMENT_DECLINED" });
    expect((await orders.captureOrder({ id: orderId })).statusCode).toBe(201);
  });

  it("returns the same order for a repeated PayPal-Request-Id and counts the requests", async () => {
    const first = await orders.createOrder({ body: fiveDollars, paypalRequestId: "create-1" });
    const again = await orders.createOrder({ body: fiveDollars, paypalRequestId: "create-1" });
    const other = await orders.createOrder({ body: fiveDollars, paypalRequestId: "create-2" });
    expect(again.result.id).toBe(first.result.id);
    expect(other.result.id).not.toBe(first.result.id);
    expect(sim.paypal.requests.count("POST", "/v2/checkout/orders")).toBe(3);
    expect(sim.paypal.store.orders.size).toBe(2);
  });

  it("offers the test controls over HTTP too, for tests running in another process", async () => {
    const orderId = await newOrderId();
    const control = (path: string, body: object = {}) => fetch(`${sim.url}/__simulator/paypal/orders/${path}`, { method: "POST", body: JSON.stringify(body) });
    expect((await control(`${orderId}/approve`)).status).toBe(200);
    expect((await control(`${orderId}/fail-next-capture`, { issue: "INSTRUMENT_DECLINED" })).status).toBe(204);
    expect(await issueOf(orders.captureOrder({ id: orderId }))).toEqual({ status: 422, issue: "INSTRUMENT_DECLINED" });
    const path = encodeURIComponent(`/v2/checkout/orders/${orderId}/capture`);
    const log = await (await fetch(`${sim.url}/__simulator/requests?service=paypal&method=POST&path=${path}`)).json();
    expect(log).toMatchObject({ count: 1 });
    expect(await (await fetch(`${sim.url}/__simulator/paypal/orders/${orderId}`)).json()).toMatchObject({ status: "APPROVED" });
    expect((await control("0UNKNOWN00000000/approve")).status).toBe(404);
  });

  it("approves over HTTP with the payer's country, and refuses a bad countryCode with 400, leaving the order CREATED", async () => {
    const approve = (orderId: string, body: object) =>
      fetch(`${sim.url}/__simulator/paypal/orders/${orderId}/approve`, { method: "POST", body: JSON.stringify(body) });
    const orderId = await newOrderId();
    for (const countryCode of ["de", "DEU", "", 49, null]) {
      const refused = await approve(orderId, { countryCode });
      expect({ countryCode, status: refused.status }).toEqual({ countryCode, status: 400 });
      expect(await refused.json()).toMatchObject({ error: { code: "bad_request", message: expect.stringMatching(/^countryCode must be/) } });
    }
    expect(sim.paypal.getOrder(orderId)).toMatchObject({ status: "CREATED" });
    expect(sim.paypal.getOrder(orderId)?.payer).toBeUndefined();
    expect((await orders.getOrder({ id: orderId })).result.payer).toBeUndefined();
    expect((await approve("0UNKNOWN00000000", { countryCode: "DE" })).status).toBe(404);

    const approved = await approve(orderId, { countryCode: "DE" });
    expect(approved.status).toBe(200);
    expect(await approved.json()).toMatchObject({ status: "APPROVED", payer: { countryCode: "DE" } });
    expect(payerCountries((await orders.getOrder({ id: orderId })).result)).toEqual({ payer: "DE", paypal: "DE" });
    expect(payerCountries((await orders.captureOrder({ id: orderId })).result)).toEqual({ payer: "DE", paypal: "DE" });
  });

  it("answers RESOURCE_NOT_FOUND for an unknown order", async () => {
    expect(await issueOf(orders.getOrder({ id: "0NONEXISTENT0000" }))).toEqual({ status: 404, issue: "INVALID_RESOURCE_ID" });
  });

  it("refunds a capture through the payments API", async () => {
    const orderId = await newOrderId();
    sim.paypal.approveOrder(orderId);
    const captured = await orders.captureOrder({ id: orderId });
    const captureId = captured.result.purchaseUnits?.[0]?.payments?.captures?.[0]?.id ?? "";
    const payments = new PaymentsController(sdkClient(sim.url));
    const refund = await payments.refundCapturedPayment({ captureId, prefer: "return=representation" });
    expect(refund.result).toMatchObject({ status: "COMPLETED", amount: { currencyCode: "USD", value: "5.00" } });
    expect((await payments.getCapturedPayment({ captureId })).result.status).toBe("REFUNDED");
    expect(await issueOf(payments.refundCapturedPayment({ captureId }))).toEqual({ status: 422, issue: "CAPTURE_FULLY_REFUNDED" });
  });
});

describe("PayPal REST simulator: credentials, tokens and request validation", () => {
  let sim: Simulators;
  const credentials = { clientId: "shop-client", clientSecret: "shop-secret" };

  beforeAll(async () => {
    sim = await startSimulators({ port: 0, paypalCredentials: credentials });
  });
  afterAll(() => sim.stop());

  async function token(id: string, secret: string): Promise<Response> {
    return fetch(`${sim.url}/paypal/v1/oauth2/token`, {
      method: "POST",
      headers: { authorization: `Basic ${Buffer.from(`${id}:${secret}`).toString("base64")}` },
      body: new URLSearchParams({ grant_type: "client_credentials" }),
    });
  }

  async function createRaw(body: unknown, bearer?: string) {
    const headers: Record<string, string> = { "content-type": "application/json" };
    if (bearer) headers.authorization = `Bearer ${bearer}`;
    const res = await fetch(`${sim.url}/paypal/v2/checkout/orders`, { method: "POST", headers, body: JSON.stringify(body) });
    return { status: res.status, body: (await res.json()) as { name?: string; error?: string; details?: { issue: string }[] } };
  }

  it("issues tokens only for the configured credentials and the SDK fetches one token for many calls", async () => {
    expect(await (await token("shop-client", "wrong")).json()).toEqual({ error: "invalid_client", error_description: "Client Authentication failed" });
    const orders = new OrdersController(sdkClient(sim.url, { oAuthClientId: "shop-client", oAuthClientSecret: "shop-secret" }));
    sim.paypal.requests.clear();
    for (let i = 0; i < 3; i += 1) await orders.createOrder({ body: fiveDollars });
    expect(sim.paypal.requests.count("POST", "/v1/oauth2/token")).toBe(1);
    const intruder = new OrdersController(sdkClient(sim.url, { oAuthClientId: "someone", oAuthClientSecret: "else" }));
    await expect(intruder.createOrder({ body: fiveDollars })).rejects.toMatchObject({ statusCode: 401 });
  });

  it("requires a bearer token it issued and validates the create-order body with PayPal's issues", async () => {
    expect(await createRaw({ intent: "CAPTURE" })).toMatchObject({ status: 401, body: { name: "AUTHENTICATION_FAILURE" } });
    expect(await createRaw({ intent: "CAPTURE" }, "A21forged")).toMatchObject({ status: 401, body: { error: "invalid_token" } });
    const bearer = ((await (await token(credentials.clientId, credentials.clientSecret)).json()) as { access_token: string }).access_token;
    const unit = (value: unknown) => ({ intent: "CAPTURE", purchase_units: [{ amount: { currency_code: "USD", value } }] });
    const cases: [unknown, number, string][] = [
      [{ purchase_units: [] }, 400, "MISSING_REQUIRED_PARAMETER"],
      [unit(5), 400, "INVALID_PARAMETER_SYNTAX"],
      [unit("0.00"), 422, "CANNOT_BE_ZERO_OR_NEGATIVE"],
      [unit("5.001"), 422, "DECIMAL_PRECISION"],
    ];
    for (const [body, status, issue] of cases) {
      const { status: got, body: error } = await createRaw(body, bearer);
      expect({ got, issue: error.details?.[0]?.issue }).toEqual({ got: status, issue });
    }
    expect((await createRaw(unit("5.00"), bearer)).status).toBe(201);
  });

  it("serves the browser SDK only with a client id", async () => {
    const sdk = await fetch(`${sim.url}/paypal/sdk/js?client-id=test-client&currency=USD`);
    expect(sdk.headers.get("content-type")).toContain("javascript");
    const source = await sdk.text();
    expect(source).toContain('version: "5.0.0-simulator"');
    expect(source).toContain('window.open("about:blank"');
    expect((await fetch(`${sim.url}/paypal/sdk/js`)).status).toBe(400);
  });
});

describe("PayPal simulator controls through tests/support/simulator-controls", () => {
  it("approves with the payer's country when given, US when not, and refuses a bad one", async () => {
    const [german, plain, bad] = await simulator.abandonedOrders(3);
    await simulator.approve(String(german), false, "DE");
    await simulator.approve(String(plain));
    await expect(simulator.approve(String(bad), false, "Germany")).rejects.toThrow(/answered 400: .*countryCode must be/);
    expect(await simulator.order(String(german))).toMatchObject({ status: "APPROVED", payer: { countryCode: "DE" } });
    expect(await simulator.order(String(plain))).toMatchObject({ status: "APPROVED", payer: { countryCode: "US" } });
    expect(await simulator.order(String(bad))).toMatchObject({ status: "CREATED" });
  });
});
