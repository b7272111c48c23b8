import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { prisma } from "@/lib/database/db";
import { verifyLicense } from "@/lib/licenses/verify-license";

import { captureRequest, deletePurchases, startPurchase } from "../../support/purchase";
import { registerReferralCodes } from "../../support/referral-codes";
import { simulator } from "../../support/simulator-controls";
import { deliverWebhook as deliver } from "../../support/webhook-delivery";

const outcome = async (res: Response) => ({ status: res.status, body: await res.json() });

/** Approved and captured at PayPal, without the shop hearing of it (the buyer closed the tab). */
async function capturedOutOfBand() {
  const orderId = await startPurchase({ referralCode: "REDDIT" });
  await simulator.approve(orderId);
  await simulator.captureAtPaypal(orderId);
  const captureId = (await simulator.order(orderId)).captures[0]?.id ?? "";
  return { orderId, captureId };
}

const orderOf = (paypalOrderId: string) => prisma.order.findUniqueOrThrow({ where: { paypalOrderId } });

/** Nothing issued for the order: no active license, no commission owed, no receipt, no kept event left over. */
async function expectNothingIssued(paypalOrderId: string) {
  const order = await orderOf(paypalOrderId);
  expect(order.licenseId).toBeNull();
  expect((await verifyLicense(order.minecraftUuid!)).active).toBe(false);
  expect(await prisma.commission.count({ where: { status: "PENDING" } })).toBe(0);
  expect(await prisma.emailOutbox.count()).toBe(0);
  expect(await prisma.downloadToken.count()).toBe(0);
}

describe("a refund or chargeback is never undone by a late event", () => {
  beforeEach(() => registerReferralCodes("REDDIT"));
  afterEach(deletePurchases);

  it.each([
    ["reverse", "REVERSED", "PAYMENT.CAPTURE.REVERSED"],
    ["refund", "REFUNDED", "PAYMENT.CAPTURE.REFUNDED"],
  ] as const)("a %s delivered before the capture's delayed COMPLETED wins: the order ends %s, no license", async (action, status, type) => {
    const { orderId, captureId } = await capturedOutOfBand();
    const delayed = await simulator.webhook("PAYMENT.CAPTURE.COMPLETED", orderId);
    await simulator[action](captureId);

    // The shop has not recorded this capture yet: the event is kept, not thrown away.
    expect(await outcome(await deliver(await simulator.webhook(type, orderId)))).toEqual({ status: 200, body: { received: true, outcome: "pending" } });
    expect(await outcome(await deliver(delayed))).toEqual({ status: 200, body: { received: true, outcome: "already_refunded" } });

    expect(await orderOf(orderId)).toMatchObject({ status, captureId });
    await expectNothingIssued(orderId);
    expect(await prisma.webhookEvent.count({ where: { processedAt: null } })).toBe(0);
    // PayPal's redelivery of the COMPLETED event changes nothing.
    expect(await outcome(await deliver(delayed))).toEqual({ status: 200, body: { received: true, outcome: "duplicate" } });
    expect(await orderOf(orderId)).toMatchObject({ status });
  });

  it("a COMPLETED delivered after a reversal whose event has not arrived yet: PayPal's current status decides", async () => {
    const { orderId, captureId } = await capturedOutOfBand();
    const delayed = await simulator.webhook("PAYMENT.CAPTURE.COMPLETED", orderId);
    await simulator.reverse(captureId);

    expect(await outcome(await deliver(delayed))).toEqual({ status: 200, body: { received: true, outcome: "already_refunded" } });
    expect(await orderOf(orderId)).toMatchObject({ status: "REFUNDED", captureId });
    await expectNothingIssued(orderId);

    // The reversal's own event, when it comes, is applied to the recorded capture.
    expect(await outcome(await deliver(await simulator.webhook("PAYMENT.CAPTURE.REVERSED", orderId)))).toEqual({
      status: 200,
      body: { received: true, outcome: "processed" },
    });
    expect(await orderOf(orderId)).toMatchObject({ status: "REVERSED" });
    await expectNothingIssued(orderId);
  });

  it("the buyer's capture call for an order captured and reversed at PayPal issues nothing and records the refund", async () => {
    const { orderId, captureId } = await capturedOutOfBand();
    await simulator.reverse(captureId);

    const res = await captureRequest(orderId);
    expect(res.status).toBe(409);
    expect(await orderOf(orderId)).toMatchObject({ status: "REFUNDED", captureId });
    await expectNothingIssued(orderId);
  });

  it("a COMPLETED delivered after the refund was applied is acknowledged (200, audited) and changes nothing", async () => {
    const orderId = await startPurchase({ referralCode: "REDDIT" });
    await simulator.approve(orderId);
    const { transactionId } = (await (await captureRequest(orderId)).json()) as { transactionId: string };
    const late = await simulator.webhook("PAYMENT.CAPTURE.COMPLETED", orderId);
    await simulator.refund(transactionId);
    expect((await outcome(await deliver(await simulator.webhook("PAYMENT.CAPTURE.REFUNDED", orderId)))).body.outcome).toBe("processed");
    const order = await orderOf(orderId);
    const license = await prisma.license.findUniqueOrThrow({ where: { uuid: order.minecraftUuid! } });

    expect(await outcome(await deliver(late))).toEqual({ status: 200, body: { received: true, outcome: "already_refunded" } });
    expect(await orderOf(orderId)).toMatchObject({ status: "REFUNDED", updatedAt: order.updatedAt });
    expect(await prisma.license.findUniqueOrThrow({ where: { uuid: order.minecraftUuid! } })).toMatchObject({ active: false, updatedAt: license.updatedAt });
    expect(await prisma.commission.findFirstOrThrow()).toMatchObject({ status: "VOID" });
    expect(await prisma.auditLog.findMany({ where: { action: "webhook.completed_after_refund" } })).toMatchObject([
      { actor: "paypal", uuid: order.minecraftUuid, details: { eventId: late.event.id, paypalOrderId: orderId, orderStatus: "REFUNDED" } },
    ]);
  });

  it.each([
    [
      "COMPLETED without supplementary_data",
      "PAYMENT.CAPTURE.COMPLETED",
      (capture: Record<string, unknown>) => ({ ...capture, supplementary_data: undefined }),
    ],
    ["COMPLETED whose amount is not an object", "PAYMENT.CAPTURE.COMPLETED", (capture: Record<string, unknown>) => ({ ...capture, amount: "5.00" })],
    ["REFUNDED without links", "PAYMENT.CAPTURE.REFUNDED", (capture: Record<string, unknown>) => ({ id: capture.id, status: "COMPLETED" })],
  ])("a verified webhook with a malformed resource (%s) is acknowledged once, audited, never a 500, and issues nothing", async (_, type, mangle) => {
    const { orderId } = await capturedOutOfBand();
    const genuine = await simulator.webhook("PAYMENT.CAPTURE.COMPLETED", orderId);
    const event = JSON.parse(genuine.body) as { id: string; resource: Record<string, unknown> };
    const signed = await simulator.signWebhook({ ...event, event_type: type, resource: mangle(event.resource) });

    expect(await outcome(await deliver(signed))).toEqual({ status: 200, body: { received: true, outcome: "malformed" } });
    expect(await outcome(await deliver(signed))).toEqual({ status: 200, body: { received: true, outcome: "duplicate" } });
    expect(await prisma.webhookEvent.findUniqueOrThrow({ where: { eventId: event.id } })).toMatchObject({ processedAt: expect.any(Date) });
    expect(await prisma.auditLog.findMany({ where: { action: "webhook.malformed" } })).toMatchObject([
      { actor: "paypal", success: false, details: { eventId: event.id, eventType: type } },
    ]);
    expect(await orderOf(orderId)).toMatchObject({ status: "CREATED", captureId: null });
    await expectNothingIssued(orderId);
  });

  it("a verified delivery that is not an event at all is acknowledged as malformed, not stored, never a 500", async () => {
    const signed = await simulator.signWebhook({ id: "", event_type: "PAYMENT.CAPTURE.COMPLETED", resource: ["not", "an", "object"] });
    expect(await outcome(await deliver(signed))).toEqual({ status: 200, body: { received: true, outcome: "malformed" } });
    expect(await prisma.webhookEvent.count()).toBe(0);
    expect(await prisma.auditLog.count({ where: { action: "webhook.malformed" } })).toBe(1);
  });
});
