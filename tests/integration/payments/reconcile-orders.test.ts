import { afterEach, describe, expect, it } from "vitest";

import { prisma } from "@/lib/db";
import { reconcileOrders } from "@/lib/payments/reconcile-orders";

import { deletePurchases, startPurchase } from "../../helpers/purchase";
import { simulator } from "../../helpers/simulator-controls";

describe("reconcileOrders", () => {
  afterEach(deletePurchases);

  it("finishes an order PayPal captured but the shop never recorded (a crash between capture and license)", async () => {
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

  it("leaves orders younger than the buyer's checkout window alone", async () => {
    const orderId = await startPurchase();
    await simulator.approve(orderId);
    await simulator.captureAtPaypal(orderId);
    expect(await reconcileOrders()).toBe(0);
    expect(await prisma.license.count()).toBe(0);
  });
});
