import { afterEach, describe, expect, it } from "vitest";

import { prisma } from "@/lib/db";
import { verifyLicense } from "@/lib/licenses/verify-license";
import { reconcileOrders } from "@/lib/payments/reconcile-orders";

import { deletePurchases, startPurchase } from "../../helpers/purchase";
import { registerReferralCodes } from "../../helpers/referral-codes";
import { simulator } from "../../helpers/simulator-controls";
import { deliverWebhook } from "../../helpers/webhook-delivery";

describe("reconcileOrders", () => {
  afterEach(deletePurchases);

  it("finishes an order PayPal captured but the shop never recorded (a crash between capture and license)", async () => {
    await registerReferralCodes("SPECIAL");
    const captured = await startPurchase({ referralCode: "SPECIAL" });
    await simulator.approve(captured);
    await simulator.captureAtPaypal(captured);
    const approvedOnly = await startPurchase();
    await simulator.approve(approvedOnly);

    expect(await reconcileOrders({ minAgeMs: 0 })).toBe(1);
    expect(await prisma.order.findUniqueOrThrow({ where: { paypalOrderId: captured } })).toMatchObject({ status: "COMPLETED" });
    expect(await prisma.order.findUniqueOrThrow({ where: { paypalOrderId: approvedOnly } })).toMatchObject({ status: "CREATED" });
    expect(await prisma.license.count({ where: { active: true } })).toBe(1);
    expect(await prisma.commission.count()).toBe(1);
    expect(await prisma.emailOutbox.count()).toBe(1);

    expect(await reconcileOrders({ minAgeMs: 0 })).toBe(0);
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

    expect(await reconcileOrders({ minAgeMs: 0 })).toBe(0);
    const order = await prisma.order.findUniqueOrThrow({ where: { paypalOrderId: orderId } });
    expect(order).toMatchObject({ status, captureId, licenseId: null });
    expect((await verifyLicense(order.minecraftUuid)).active).toBe(false);
    expect(await prisma.commission.count()).toBe(0);
    expect(await prisma.emailOutbox.count()).toBe(0);
    // Recorded, so the next pass does not ask PayPal about it again.
    const lookups = await simulator.requestCount("paypal", "GET", `/v2/checkout/orders/${orderId}`);
    await reconcileOrders({ minAgeMs: 0 });
    expect(await simulator.requestCount("paypal", "GET", `/v2/checkout/orders/${orderId}`)).toBe(lookups);
  });

  it("leaves orders younger than the buyer's checkout window alone", async () => {
    const orderId = await startPurchase();
    await simulator.approve(orderId);
    await simulator.captureAtPaypal(orderId);
    expect(await reconcileOrders()).toBe(0);
    expect(await prisma.license.count()).toBe(0);
  });
});
