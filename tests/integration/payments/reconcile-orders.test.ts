import { afterEach, describe, expect, it, vi } from "vitest";

import { prisma } from "@/lib/database/db";
import { verifyLicense } from "@/lib/licenses/verify-license";
import { ORDER_EXPIRY_MS } from "@/lib/payments/order-check-schedule";
import { reconcileOrders } from "@/lib/payments/reconcile-orders";

import { deletePurchases, startPurchase } from "../../support/purchase";
import { registerReferralCodes } from "../../support/referral-codes";
import { simulator } from "../../support/simulator-controls";
import { deliverWebhook } from "../../support/webhook-delivery";

const MINUTE = 60_000;
/** How often the scheduled pass runs. */
const PERIOD = MINUTE;
const at = (base: Date, ms: number) => new Date(base.getTime() + ms);
const orderOf = (paypalOrderId: string) => prisma.order.findUniqueOrThrow({ where: { paypalOrderId } });
const lookups = (paypalOrderId: string) => simulator.requestCount("paypal", "GET", `/v2/checkout/orders/${paypalOrderId}`);

/** Orders as create-order leaves them when the buyer walks away, `createdAt` spaced 1 ms apart ending at `end`. */
async function insertAbandoned(paypalOrderIds: string[], end: Date) {
  await prisma.order.createMany({
    data: paypalOrderIds.map((paypalOrderId, i) => {
      const createdAt = at(end, i - paypalOrderIds.length);
      return {
        paypalOrderId,
        createdAt,
        nextCheckAt: at(createdAt, 2 * MINUTE),
        amountCents: 500,
        currency: "USD",
        username: "Sniper_Buyer",
        minecraftUuid: "5f6c2a8e-7b1d-4e0f-9a3c-2d4b6e8f0a1c",
        email: "sniper@example.com",
        tosVersion: "1.0",
        tosAcceptedAt: createdAt,
      };
    }),
  });
}

describe("reconcileOrders", () => {
  afterEach(deletePurchases);

  it("finishes an order PayPal captured but the shop never recorded (a crash between capture and license)", async () => {
    await registerReferralCodes("SPECIAL");
    const captured = await startPurchase({ referralCode: "SPECIAL" });
    await simulator.approve(captured);
    await simulator.captureAtPaypal(captured);
    const approvedOnly = await startPurchase();
    await simulator.approve(approvedOnly);

    const later = at(new Date(), 3 * MINUTE);
    expect(await reconcileOrders({ now: later })).toEqual({ checked: 2, fulfilled: 1, refunded: 0, closed: 0, failed: 0 });
    expect(await orderOf(captured)).toMatchObject({ status: "COMPLETED" });
    expect(await orderOf(approvedOnly)).toMatchObject({ status: "CREATED", checkCount: 1 });
    expect(await prisma.license.count({ where: { active: true } })).toBe(1);
    expect(await prisma.commission.count()).toBe(1);
    expect(await prisma.emailOutbox.count()).toBe(1);

    expect(await reconcileOrders({ now: at(later, 10 * MINUTE) })).toMatchObject({ checked: 1, fulfilled: 0 });
    expect(await prisma.emailOutbox.count()).toBe(1);
  });

  it.each([
    ["with its REVERSED event kept", "REVERSED", true],
    ["whose REVERSED event has not arrived", "REFUNDED", false],
  ])("does not license an order whose capture was reversed at PayPal (%s), and records it as %s", async (_, status, eventFirst) => {
    await registerReferralCodes("SPECIAL");
    const orderId = await startPurchase({ referralCode: "SPECIAL" });
    await simulator.approve(orderId);
    await simulator.captureAtPaypal(orderId);
    const captureId = (await simulator.order(orderId)).captures[0]?.id ?? "";
    await simulator.reverse(captureId);
    if (eventFirst) expect((await (await deliverWebhook(await simulator.webhook("PAYMENT.CAPTURE.REVERSED", orderId))).json()).outcome).toBe("pending");

    expect(await reconcileOrders({ now: at(new Date(), 3 * MINUTE) })).toMatchObject({ checked: 1, fulfilled: 0, refunded: 1 });
    const order = await orderOf(orderId);
    expect(order).toMatchObject({ status, captureId, licenseId: null });
    expect((await verifyLicense(order.minecraftUuid!)).active).toBe(false);
    expect(await prisma.commission.count()).toBe(0);
    expect(await prisma.emailOutbox.count()).toBe(0);
    // Recorded, so no later pass asks PayPal about it again.
    const before = await lookups(orderId);
    await reconcileOrders({ now: at(new Date(), ORDER_EXPIRY_MS + MINUTE) });
    expect(await lookups(orderId)).toBe(before);
  });

  it("starts no check once its time budget has run out: the orders left stay due, and the next pass checks them", async () => {
    const now = new Date();
    await insertAbandoned(["BUDGET-1", "BUDGET-2", "BUDGET-3"], at(now, -3 * MINUTE));
    const before = await prisma.order.findMany({ where: { paypalOrderId: { startsWith: "BUDGET-" } }, select: { nextCheckAt: true } });

    expect(await reconcileOrders({ now, until: Date.now() - 1 })).toEqual({ checked: 0, fulfilled: 0, refunded: 0, closed: 0, failed: 0 });
    expect(await prisma.order.findMany({ where: { paypalOrderId: { startsWith: "BUDGET-" } }, select: { nextCheckAt: true } })).toEqual(before);
    expect(await reconcileOrders({ now, until: Date.now() + MINUTE })).toMatchObject({ checked: 3 });
  });

  it("leaves orders younger than the buyer's checkout window alone", async () => {
    const orderId = await startPurchase();
    await simulator.approve(orderId);
    await simulator.captureAtPaypal(orderId);
    expect(await reconcileOrders()).toMatchObject({ checked: 0, fulfilled: 0 });
    expect(await prisma.license.count()).toBe(0);
  });

  it("backs off per order: checked at 2 min, then not before 10 min, then not before 1 h", async () => {
    const orderId = await startPurchase();
    const { createdAt } = await orderOf(orderId);
    const lookupsAfterPassAt = async (ms: number) => {
      await reconcileOrders({ now: at(createdAt, ms) });
      return lookups(orderId);
    };

    expect(await lookupsAfterPassAt(2 * MINUTE)).toBe(1);
    expect(await lookupsAfterPassAt(3 * MINUTE)).toBe(1);
    expect(await lookupsAfterPassAt(10 * MINUTE - 1)).toBe(1);
    expect(await lookupsAfterPassAt(10 * MINUTE)).toBe(2);
    expect(await lookupsAfterPassAt(59 * MINUTE)).toBe(2);
    expect(await lookupsAfterPassAt(60 * MINUTE)).toBe(3);
    expect(await orderOf(orderId)).toMatchObject({ status: "CREATED", checkCount: 3, nextCheckAt: at(createdAt, 6 * 60 * MINUTE) });
  });

  it("closes, with its reason and one audit row each, an order PayPal voided and one PayPal does not know", async () => {
    const voided = await startPurchase();
    await simulator.voidOrder(voided);
    const unknown = "UNKNOWNORDER00001";
    await insertAbandoned([unknown], new Date());
    const now = at(new Date(), 3 * MINUTE);

    const summary = await reconcileOrders({ now });
    expect(await orderOf(voided)).toMatchObject({ status: "CLOSED", closedReason: "VOIDED", closedAt: now, licenseId: null });
    expect(await orderOf(unknown)).toMatchObject({ status: "CLOSED", closedReason: "NOT_FOUND", closedAt: now });
    expect(summary).toEqual({ checked: 2, fulfilled: 0, refunded: 0, closed: 2, failed: 0 });
    const audits = await prisma.auditLog.findMany({ where: { action: "order.close" }, orderBy: { id: "asc" } });
    expect(audits.map((a) => a.details)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ paypalOrderId: voided, reason: "VOIDED", paypalStatus: "VOIDED" }),
        expect.objectContaining({ paypalOrderId: unknown, reason: "NOT_FOUND", paypalStatus: "RESOURCE_NOT_FOUND" }),
      ]),
    );
    expect(audits).toHaveLength(2);
    expect(audits[0]).toMatchObject({ actor: "system", success: true });

    expect(await reconcileOrders({ now: at(now, ORDER_EXPIRY_MS) })).toMatchObject({ checked: 0 });
    expect(await prisma.auditLog.count({ where: { action: "order.close" } })).toBe(2);
  });

  it("goes on past a PayPal error on one order, backs that order off and logs one summary line", async () => {
    const failing = [await startPurchase(), await startPurchase()];
    const paid = await startPurchase();
    await simulator.approve(paid);
    await simulator.captureAtPaypal(paid);
    for (const orderId of failing) await simulator.failNextLookup(orderId);
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const now = at(new Date(), 3 * MINUTE);

    let summary: unknown;
    let lines: { msg: string; level: string }[];
    try {
      summary = await reconcileOrders({ now });
      lines = errors.mock.calls.map(([line]) => JSON.parse(String(line)) as { msg: string; level: string });
    } finally {
      errors.mockRestore();
    }
    expect(await orderOf(paid)).toMatchObject({ status: "COMPLETED" });
    expect(lines.filter((line) => line.level === "error")).toEqual([]);
    expect(lines.filter((line) => line.msg.startsWith("reconciliation pass"))).toHaveLength(1);
    expect(summary).toEqual({ checked: 3, fulfilled: 1, refunded: 0, closed: 0, failed: 2 });
    const [first] = failing;
    const order = await orderOf(first ?? "");
    expect(order).toMatchObject({ status: "CREATED", checkCount: 1, nextCheckAt: at(order.createdAt, 10 * MINUTE) });
    expect(await reconcileOrders({ now: at(order.createdAt, 10 * MINUTE) })).toMatchObject({ failed: 0 });
  });

  it("licenses a paid order behind 1,000 abandoned ones within two scheduling periods, and closes the abandoned ones at expiry", async () => {
    const abandoned = await simulator.abandonedOrders(1000);
    await insertAbandoned(abandoned, new Date());
    const paid = await startPurchase();
    await simulator.approve(paid);
    await simulator.captureAtPaypal(paid);
    const { createdAt } = await orderOf(paid);

    const started = performance.now();
    const first = at(createdAt, 2 * MINUTE);
    const passes = [await reconcileOrders({ now: first }), await reconcileOrders({ now: at(first, PERIOD) })];
    const licensedAfterMs = performance.now() - started;
    expect(await orderOf(paid)).toMatchObject({ status: "COMPLETED" });
    expect((await verifyLicense((await orderOf(paid)).minecraftUuid!)).active).toBe(true);
    expect(passes.map((each) => each.checked)).toEqual([600, 401]);
    console.info(`paid order licensed after ${Math.round(licensedAfterMs)} ms of reconciliation (two passes, 1,001 PayPal lookups)`);

    let now = at(createdAt, ORDER_EXPIRY_MS);
    let count = 0;
    while ((await prisma.order.count({ where: { status: "CREATED" } })) > 0 && count < 10) {
      await reconcileOrders({ now });
      now = at(now, PERIOD);
      count += 1;
    }
    expect(await prisma.order.count({ where: { status: "CLOSED", closedReason: "EXPIRED" } })).toBe(1000);
    expect(await prisma.auditLog.count({ where: { action: "order.close" } })).toBe(1000);
    expect(count).toBe(2);
  });
});
