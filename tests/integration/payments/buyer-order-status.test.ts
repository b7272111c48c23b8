import { afterEach, describe, expect, it } from "vitest";

import { prisma } from "@/lib/database/db";
import { resolveDownloadAccess } from "@/lib/downloads/resolve-download-access";

import { POST as cancelOrderRoute } from "@/app/api/paypal/cancel-order/route";
import { POST as orderStatusRoute } from "@/app/api/paypal/order-status/route";

import { nextIp } from "../../support/client-addresses";
import { captureRequest, deletePurchases, freshBuyer, orderSecretOf, startPurchase } from "../../support/purchase";
import { simulator } from "../../support/simulator-controls";

const call = (route: (req: Request) => Promise<Response>, path: string, body: unknown) =>
  route(
    new Request(`http://shop.test${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-shop-client-address": nextIp() },
      body: JSON.stringify(body),
    }),
  );
const status = (orderId: string, orderSecret = orderSecretOf(orderId)) => call(orderStatusRoute, "/api/paypal/order-status", { orderId, orderSecret });
const cancel = (orderId: string, orderSecret = orderSecretOf(orderId)) => call(cancelOrderRoute, "/api/paypal/cancel-order", { orderId, orderSecret });
const order = (paypalOrderId: string) => prisma.order.findUniqueOrThrow({ where: { paypalOrderId } });

describe("after a failed capture: what happened, recorded on the order and told to its buyer", () => {
  afterEach(deletePurchases);

  it("a declined card: recorded as DECLINED (the buyer had approved), and no money taken", async () => {
    const orderId = await startPurchase({ username: await freshBuyer() });
    await simulator.approve(orderId);
    await simulator.failNextCapture(orderId, "INSTRUMENT_DECLINED");
    expect((await captureRequest(orderId)).status).toBe(422);
    expect(await order(orderId)).toMatchObject({ status: "CREATED", lastFailure: "DECLINED", lastFailureAt: expect.any(Date), approvedAt: expect.any(Date) });

    const res = await status(orderId);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ state: "not_charged" });
  });

  it("PayPal failing: recorded as CAPTURE_FAILED; the status asks PayPal, and a payment PayPal did take is fulfilled then and there", async () => {
    const orderId = await startPurchase({ username: await freshBuyer() });
    await simulator.approve(orderId);
    await simulator.failNextCapture(orderId, "INTERNAL_SERVER_ERROR");
    expect((await captureRequest(orderId)).status).toBe(503);
    expect(await order(orderId)).toMatchObject({ status: "CREATED", lastFailure: "CAPTURE_FAILED" });
    expect(await (await status(orderId)).json()).toEqual({ state: "not_charged" });

    // PayPal took the money after all (the capture went through on its side): the status says so, with the download.
    await simulator.captureAtPaypal(orderId);
    const answer = (await (await status(orderId)).json()) as { state: string; downloadToken: string };
    expect(answer.state).toBe("paid");
    const access = await resolveDownloadAccess(answer.downloadToken);
    expect(access.ok).toBe(true);
    expect(await order(orderId)).toMatchObject({ status: "COMPLETED", approvedAt: expect.any(Date) });
    expect(await prisma.license.count({ where: { orders: { some: { paypalOrderId: orderId } } } })).toBe(1);
  });

  it("says 'unknown' when PayPal cannot be asked, so the buyer neither pays twice nor gives up", async () => {
    const orderId = await startPurchase({ username: await freshBuyer() });
    await simulator.approve(orderId);
    await simulator.failNextLookup(orderId);
    expect(await (await status(orderId)).json()).toEqual({ state: "unknown" });
  });

  it("answers only the browser holding the order's secret: anyone else gets the 404 of an unknown order, and nothing changes", async () => {
    const orderId = await startPurchase({ username: await freshBuyer() });
    for (const res of [await status(orderId, "x".repeat(43)), await cancel(orderId, "x".repeat(43)), await status("NOSUCHORDER123", "x".repeat(43))]) {
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: { code: "not_found", message: "Unknown order." } });
    }
    expect((await call(orderStatusRoute, "/api/paypal/order-status", { orderId })).status).toBe(400);
    expect(await order(orderId)).toMatchObject({ status: "CREATED", closedReason: null });
  });
});

describe("POST /api/paypal/cancel-order", () => {
  afterEach(deletePurchases);

  it("closes an order whose PayPal window was closed as CANCELLED, once (audited), and a capture still asked for is refused", async () => {
    const orderId = await startPurchase({ username: await freshBuyer() });
    expect(await (await cancel(orderId)).json()).toEqual({ cancelled: true });
    expect(await (await cancel(orderId)).json()).toEqual({ cancelled: false });
    expect(await order(orderId)).toMatchObject({ status: "CLOSED", closedReason: "CANCELLED", closedAt: expect.any(Date) });
    expect(await prisma.auditLog.count({ where: { action: "order.close", details: { path: ["paypalOrderId"], equals: orderId } } })).toBe(1);

    // A cancelled order is never paid (tests/integration/payments/cancelled-order-capture.test.ts): nothing is taken.
    await simulator.approve(orderId);
    expect((await captureRequest(orderId)).status).toBe(409);
    expect(await order(orderId)).toMatchObject({ status: "CLOSED", closedReason: "CANCELLED", licenseId: null });
    expect((await simulator.order(orderId)).captures).toEqual([]);
    expect(await (await status(orderId)).json()).toEqual({ state: "not_charged" });
  });

  it("leaves an approved order open: only an attempt never approved is cancelled", async () => {
    const orderId = await startPurchase({ username: await freshBuyer() });
    await simulator.approve(orderId);
    await simulator.failNextCapture(orderId, "INSTRUMENT_DECLINED");
    await captureRequest(orderId);
    expect(await (await cancel(orderId)).json()).toEqual({ cancelled: false });
    expect((await order(orderId)).status).toBe("CREATED");
  });
});
