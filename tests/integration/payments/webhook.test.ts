import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { LICENSED_MEANWHILE } from "@/lib/content/checkout";
import { prisma } from "@/lib/database/db";
import { verifyLicense } from "@/lib/licenses/verify-license";
import { webhookRejections } from "@/lib/webhooks/count-webhook-rejection";

import { captureRequest, deletePurchases, startPurchase } from "../../support/purchase";
import { registerReferralCodes } from "../../support/referral-codes";
import { simulator } from "../../support/simulator-controls";
import { deliverWebhook as deliver } from "../../support/webhook-delivery";

const counts = async () => ({
  licenses: await prisma.license.count({ where: { active: true } }),
  completed: await prisma.order.count({ where: { status: "COMPLETED" } }),
  commissions: await prisma.commission.count({ where: { status: "PENDING" } }),
  emails: await prisma.emailOutbox.count(),
  events: await prisma.webhookEvent.count(),
});

/** A purchase approved and captured at PayPal, whose capture call never reached the shop. */
async function capturedOutOfBand(referralCode: string | null = null) {
  const orderId = await startPurchase({ referralCode });
  await simulator.approve(orderId);
  await simulator.captureAtPaypal(orderId);
  return orderId;
}

describe("POST /api/paypal/webhook", () => {
  // Codes an admin issued: only those earn the commissions these tests count.
  beforeEach(() => registerReferralCodes("REDDIT", "TIKTOK", "TWITTER"));
  afterEach(deletePurchases);

  it("refuses an unsigned or forged delivery and changes nothing", async () => {
    const orderId = await capturedOutOfBand();
    const genuine = await simulator.webhook("PAYMENT.CAPTURE.COMPLETED", orderId);
    const before = await counts();
    const audits = await prisma.auditLog.count();
    const rejectedBefore = webhookRejections();

    const unsigned = await deliver({ headers: { "content-type": "application/json" }, body: genuine.body });
    const tampered = await deliver({ headers: genuine.headers, body: genuine.body.replace('"5.00"', '"0.01"') });
    const foreignCert = await deliver({ headers: { ...genuine.headers, "paypal-cert-url": "https://evil.example/cert.pem" }, body: genuine.body });
    for (const res of [unsigned, tampered, foreignCert]) {
      expect(res.status).toBe(400);
      expect((await res.json()).error.code).toBe("bad_request");
    }
    expect(await counts()).toEqual(before);
    // Counted and logged, not audited: anyone can post here, and the Activity Logs are for what happened to the shop.
    expect(webhookRejections() - rejectedBefore).toBe(3);
    expect(await prisma.auditLog.count()).toBe(audits);
  });

  it("writes no audit row for a flood of forged posts, and limits each address to 120 a minute", async () => {
    const forged = {
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ id: "WH-FORGED", event_type: "PAYMENT.CAPTURE.COMPLETED", resource: {} }),
    };
    const audits = await prisma.auditLog.count();
    const rejectedBefore = webhookRejections();
    const statuses: number[] = [];
    for (let i = 0; i < 120; i += 1) statuses.push((await deliver(forged, "203.0.113.66")).status);
    expect(statuses).toEqual(Array(120).fill(400));
    expect(await prisma.auditLog.count()).toBe(audits);
    expect(webhookRejections() - rejectedBefore).toBe(120);

    const limited = await deliver(forged, "203.0.113.66");
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(webhookRejections() - rejectedBefore).toBe(120);
    // Another address, such as PayPal's own, is not held back by this one's flood.
    expect((await deliver(forged, "203.0.113.67")).status).toBe(400);
    expect(await prisma.auditLog.count()).toBe(audits);
  });

  it("activates a license whose capture completed without our capture call, once per event", async () => {
    const orderId = await capturedOutOfBand("REDDIT");
    const signed = await simulator.webhook("PAYMENT.CAPTURE.COMPLETED", orderId);

    const first = await deliver(signed);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ received: true, outcome: "processed" });
    const license = await prisma.license.findFirstOrThrow();
    expect(license).toMatchObject({ active: true, source: "WEBHOOK", username: "Sniper_Buyer" });
    expect(await counts()).toEqual({ licenses: 1, completed: 1, commissions: 1, emails: 1, events: 1 });

    expect(await (await deliver(signed)).json()).toEqual({ received: true, outcome: "duplicate" });
    expect(await counts()).toEqual({ licenses: 1, completed: 1, commissions: 1, emails: 1, events: 1 });
  });

  it.each([
    ["PAYMENT.CAPTURE.REFUNDED", "refund", "REFUNDED"],
    ["PAYMENT.CAPTURE.REVERSED", "reverse", "REVERSED"],
  ] as const)("on %s deactivates the license and voids the commission", async (type, action, status) => {
    const orderId = await startPurchase({ referralCode: "TIKTOK" });
    await simulator.approve(orderId);
    const { transactionId } = (await (await captureRequest(orderId)).json()) as { transactionId: string };
    const license = await prisma.license.findFirstOrThrow();
    expect((await verifyLicense(license.uuid)).active).toBe(true);

    await simulator[action](transactionId);
    const res = await deliver(await simulator.webhook(type, orderId));
    expect(await res.json()).toEqual({ received: true, outcome: "processed" });

    expect((await verifyLicense(license.uuid)).active).toBe(false);
    expect(await prisma.order.findUniqueOrThrow({ where: { paypalOrderId: orderId } })).toMatchObject({ status });
    expect(await prisma.commission.findFirstOrThrow()).toMatchObject({ status: "VOID" });
    expect(await prisma.auditLog.count({ where: { action: { startsWith: "license.revoke" }, uuid: license.uuid } })).toBe(1);
  });

  it("refunds a second payment for an account another order licensed first, and the first one's refund ends the license", async () => {
    // Two checkouts for one account, both started before either was paid (two tabs): the shop refuses a third.
    const [first, second] = [await startPurchase({ referralCode: "TIKTOK" }), await startPurchase({ referralCode: "TIKTOK" })] as [string, string];
    await simulator.approve(first);
    const { transactionId } = (await (await captureRequest(first)).json()) as { transactionId: string };
    const license = await prisma.license.findFirstOrThrow();

    await simulator.approve(second);
    const refused = await captureRequest(second);
    expect(refused.status).toBe(409);
    expect((await refused.json()).error.message).toBe(LICENSED_MEANWHILE.capture);
    expect(await prisma.order.findUniqueOrThrow({ where: { paypalOrderId: second } })).toMatchObject({
      status: "REFUNDED",
      licenseId: null,
      codeUseHeld: false,
    });
    expect((await simulator.order(second)).captures).toMatchObject([{ status: "REFUNDED" }]);
    // PayPal's event for the same capture, and the buyer's retry, change nothing more.
    expect(await (await deliver(await simulator.webhook("PAYMENT.CAPTURE.COMPLETED", second))).json()).toEqual({
      received: true,
      outcome: "already_refunded",
    });
    expect((await captureRequest(second)).status).toBe(409);
    expect(await prisma.auditLog.count({ where: { action: "order.refund_licensed", uuid: license.uuid } })).toBe(1);
    expect(await prisma.license.count()).toBe(1);
    expect(await prisma.commission.findMany({ select: { status: true } })).toEqual([{ status: "PENDING" }]);

    // Nothing else pays for the license now: the first order's refund takes it away.
    await simulator.refund(transactionId);
    await deliver(await simulator.webhook("PAYMENT.CAPTURE.REFUNDED", first));
    expect((await verifyLicense(license.uuid)).active).toBe(false);
  });

  it("licenses an account once when two orders for it are captured at the same moment, and refunds the other", async () => {
    const orderIds = [await startPurchase(), await startPurchase()];
    for (const orderId of orderIds) await simulator.approve(orderId);
    const statuses = (await Promise.all(orderIds.map((orderId) => captureRequest(orderId)))).map((res) => res.status).sort();
    expect(statuses).toEqual([200, 409]);
    const orders = await prisma.order.findMany({ where: { paypalOrderId: { in: orderIds } }, select: { status: true } });
    expect(orders.map((order) => order.status).sort()).toEqual(["COMPLETED", "REFUNDED"]);
    expect(await prisma.license.count()).toBe(1);
    expect(await prisma.emailOutbox.count({ where: { dedupeKey: { startsWith: "receipt:" } } })).toBe(1);
  });

  it("makes one license, one commission and one e-mail out of 20 concurrent captures and webhooks for one order", async () => {
    const orderId = await startPurchase({ referralCode: "TWITTER" });
    await simulator.approve(orderId);
    await simulator.captureAtPaypal(orderId);
    const events = await Promise.all(Array.from({ length: 10 }, () => simulator.webhook("PAYMENT.CAPTURE.COMPLETED", orderId)));
    const responses = await Promise.all([...Array.from({ length: 10 }, () => captureRequest(orderId)), ...events.map((signed) => deliver(signed))]);
    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(await counts()).toEqual({ licenses: 1, completed: 1, commissions: 1, emails: 1, events: 10 });
  });
});
