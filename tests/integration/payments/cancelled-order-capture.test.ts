import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { CANCELLED_ORDER } from "@/lib/content/checkout";
import { prisma } from "@/lib/database/db";
import { reconcileOrders } from "@/lib/payments/reconcile-orders";

import { startGift } from "../../support/gifts";
import { cancelRequest, captureRequest, createOrderRequest, deletePurchases, freshBuyer } from "../../support/purchase";
import { registerReferralCodes } from "../../support/referral-codes";
import { simulator } from "../../support/simulator-controls";
import { deliverWebhook } from "../../support/webhook-delivery";

const DAY = 24 * 3600_000;

const cancel = async (orderId: string, orderSecret?: string) => (await (await cancelRequest(orderId, orderSecret)).json()) as { cancelled: boolean };

const orderOf = (paypalOrderId: string) => prisma.order.findUniqueOrThrow({ where: { paypalOrderId } });
const usesOf = async (code: string) => (await prisma.referralCode.findUniqueOrThrow({ where: { code } })).uses;
const captureCalls = (orderId: string) => simulator.requestCount("paypal", "POST", `/v2/checkout/orders/${orderId}/capture`);

async function limitCode(maxUses: number) {
  await prisma.referralCode.update({ where: { code: "TECHNO" }, data: { discountPercent: 20, maxUses } });
}

// A cancelled order gave its creator code's use back, so another order may hold it now: it is never paid, or a
// code limited to N uses would sell its discount N + 1 times, and more with every cancel.
describe("a cancelled order is never paid", () => {
  beforeEach(() => registerReferralCodes("TECHNO"));
  afterEach(deletePurchases);

  it("refuses the capture of a cancelled order before PayPal, so a code with one use is paid at its discount once", async () => {
    await limitCode(1);
    const first = await startGift({}, { creatorCode: "TECHNO" });
    expect(await usesOf("TECHNO")).toBe(1);
    expect(await cancel(first)).toEqual({ cancelled: true });
    expect(await usesOf("TECHNO")).toBe(0);
    const second = await startGift({}, { creatorCode: "TECHNO" });
    expect(await usesOf("TECHNO")).toBe(1);
    await simulator.approve(first);
    await simulator.approve(second);

    const refused = await captureRequest(first);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ error: { code: "conflict", message: CANCELLED_ORDER.capture } });
    expect(await captureCalls(first)).toBe(0);
    expect((await simulator.order(first)).captures).toEqual([]);
    expect((await captureRequest(second)).status).toBe(200);
    // Asking again changes nothing: the cancelled order stays closed and unpaid.
    expect((await captureRequest(first)).status).toBe(409);

    expect(await orderOf(first)).toMatchObject({ status: "CLOSED", closedReason: "CANCELLED", captureId: null, codeUseHeld: false });
    expect(await orderOf(second)).toMatchObject({ status: "COMPLETED", discountCents: 100, codeUseHeld: true });
    expect(await usesOf("TECHNO")).toBe(1);
    expect(await prisma.gift.count({ where: { codeHash: { not: null } } })).toBe(1);
    expect(await prisma.order.count({ where: { status: "COMPLETED" } })).toBe(1);
    expect(await prisma.auditLog.count({ where: { action: "order.capture", success: false, details: { path: ["issue"], equals: "ORDER_CANCELLED" } } })).toBe(
      2,
    );
  });

  it("leaves a cancelled order alone in reconciliation, even once its buyer approved it at PayPal", async () => {
    await limitCode(1);
    const orderId = await startGift({}, { creatorCode: "TECHNO" });
    await cancel(orderId);
    await simulator.approve(orderId);

    expect(await reconcileOrders({ now: new Date(Date.now() + DAY) })).toMatchObject({ checked: 0, fulfilled: 0 });
    expect(await captureCalls(orderId)).toBe(0);
    expect(await orderOf(orderId)).toMatchObject({ status: "CLOSED", closedReason: "CANCELLED", captureId: null });
    expect(await usesOf("TECHNO")).toBe(0);
  });

  it("refunds a capture PayPal reports for a cancelled order, audits it, and issues nothing", async () => {
    await limitCode(1);
    const orderId = await startGift({}, { creatorCode: "TECHNO" });
    await cancel(orderId);
    const other = await startGift({}, { creatorCode: "TECHNO" });
    // Captured at PayPal all the same, as when a capture call was on its way as the buyer cancelled.
    await simulator.approve(orderId);
    await simulator.captureAtPaypal(orderId);
    const [capture] = (await simulator.order(orderId)).captures;
    const captureId = capture?.id ?? "";

    const delivered = await deliverWebhook(await simulator.webhook("PAYMENT.CAPTURE.COMPLETED", orderId));
    expect(delivered.status).toBe(200);
    expect(await delivered.json()).toEqual({ received: true, outcome: "processed" });

    expect((await simulator.order(orderId)).captures).toEqual([expect.objectContaining({ id: captureId, status: "REFUNDED" })]);
    expect(await simulator.requestCount("paypal", "POST", `/v2/payments/captures/${captureId}/refund`)).toBe(1);
    expect(await orderOf(orderId)).toMatchObject({ status: "REFUNDED", closedReason: "CANCELLED", captureId, refundedAt: expect.any(Date), licenseId: null });
    expect(await prisma.auditLog.findMany({ where: { action: "order.refund_cancelled" } })).toMatchObject([
      { actor: "system", success: true, details: { paypalOrderId: orderId, captureId, amountCents: 400, referralCode: "TECHNO" } },
    ]);
    expect(await prisma.gift.count({ where: { codeHash: { not: null } } })).toBe(0);
    expect(await prisma.license.count()).toBe(0);
    expect(await prisma.commission.count()).toBe(0);
    expect(await prisma.emailOutbox.count()).toBe(0);
    // The use stays with the order that holds it.
    expect(await usesOf("TECHNO")).toBe(1);
    expect(await orderOf(other)).toMatchObject({ status: "CREATED", codeUseHeld: true });

    // PayPal's next delivery and the buyer's capture call change nothing and refund nothing again.
    const again = await deliverWebhook(await simulator.webhook("PAYMENT.CAPTURE.COMPLETED", orderId));
    expect(await again.json()).toEqual({ received: true, outcome: "already_refunded" });
    expect((await captureRequest(orderId)).status).toBe(409);
    expect(await simulator.requestCount("paypal", "POST", `/v2/payments/captures/${captureId}/refund`)).toBe(1);
    expect(await prisma.auditLog.count({ where: { action: "order.refund_cancelled" } })).toBe(1);
  });

  it("ends an order that is cancelled while its capture runs either paid or cancelled and unpaid, never both", async () => {
    await limitCode(10);
    const orderIds = await Promise.all(Array.from({ length: 10 }, () => startGift({}, { creatorCode: "TECHNO" })));
    for (const orderId of orderIds) await simulator.approve(orderId);
    const races = await Promise.all(
      orderIds.map(async (orderId) => {
        const [captured, cancelled] = await Promise.all([captureRequest(orderId), cancel(orderId)]);
        return { orderId, capture: captured.status, cancelled: cancelled.cancelled };
      }),
    );

    for (const { orderId, capture, cancelled } of races) {
      const order = await orderOf(orderId);
      const atPaypal = (await simulator.order(orderId)).captures;
      if (cancelled) {
        expect(capture).toBe(409);
        expect(order.status === "CLOSED" || order.status === "REFUNDED").toBe(true);
        expect(atPaypal.every((c) => c.status === "REFUNDED")).toBe(true);
      } else {
        expect(capture).toBe(200);
        expect(order).toMatchObject({ status: "COMPLETED", closedReason: null, codeUseHeld: true });
      }
    }
    const paid = races.filter((race) => !race.cancelled).length;
    expect(await prisma.gift.count({ where: { codeHash: { not: null } } })).toBe(paid);
    expect(await usesOf("TECHNO")).toBe(paid);
  });

  it("keeps a code with 3 uses to 3 paid discounts while 20 buyers cancel, order again and capture both at once", async () => {
    await limitCode(3);
    const buyers = await Promise.all(Array.from({ length: 20 }, () => freshBuyer()));
    const order = async (username: string) => {
      const res = await createOrderRequest({ username, email: "race@example.com", tosAccepted: true, creatorCode: "TECHNO" });
      if (res.status !== 201) return null;
      const { orderId, orderSecret } = (await res.json()) as { orderId: string; orderSecret: string };
      return { orderId, orderSecret };
    };
    const cancelledIds: string[] = [];
    const captures = await Promise.all(
      buyers.map(async (username) => {
        const first = await order(username);
        if (!first) return [];
        expect(await cancel(first.orderId, first.orderSecret)).toEqual({ cancelled: true });
        cancelledIds.push(first.orderId);
        const second = await order(username);
        const attempts = second ? [first, second] : [first];
        for (const { orderId } of attempts) await simulator.approve(orderId);
        return Promise.all(attempts.map(async ({ orderId, orderSecret }) => (await captureRequest(orderId, { orderSecret })).status));
      }),
    );

    // The code never sold more than its 3 discounts: every cancelled order's capture was refused before PayPal.
    const paid = await prisma.order.findMany({ where: { status: "COMPLETED" } });
    expect(paid.length).toBeLessThanOrEqual(3);
    expect(await usesOf("TECHNO")).toBeLessThanOrEqual(3);
    expect(paid.length).toBeGreaterThanOrEqual(1);
    expect(paid.every((o) => o.discountCents > 0 && o.closedReason === null)).toBe(true);
    expect(await usesOf("TECHNO")).toBe(await prisma.order.count({ where: { codeUseHeld: true } }));
    expect(await prisma.license.count()).toBe(paid.length);
    expect(cancelledIds.length).toBeGreaterThanOrEqual(3);
    expect(captures.flat().filter((status) => status === 409)).toHaveLength(cancelledIds.length);
    for (const orderId of cancelledIds) expect(await captureCalls(orderId)).toBe(0);
  });
});
