import { afterEach, describe, expect, it } from "vitest";

import { POST as webhookRoute } from "@/app/api/paypal/webhook/route";
import { prisma } from "@/lib/db";
import { verifyLicense } from "@/lib/licenses/verify-license";

import { captureRequest, deletePurchases, startPurchase } from "../../helpers/purchase";
import { type SignedWebhook, simulator } from "../../helpers/simulator-controls";

const deliver = (signed: Pick<SignedWebhook, "headers" | "body">) =>
  webhookRoute(new Request("http://shop.test/api/paypal/webhook", { method: "POST", headers: signed.headers, body: signed.body }));

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
  afterEach(deletePurchases);

  it("refuses an unsigned or forged delivery and changes nothing", async () => {
    const orderId = await capturedOutOfBand();
    const genuine = await simulator.webhook("PAYMENT.CAPTURE.COMPLETED", orderId);
    const before = await counts();

    const unsigned = await deliver({ headers: { "content-type": "application/json" }, body: genuine.body });
    const tampered = await deliver({ headers: genuine.headers, body: genuine.body.replace('"5.00"', '"0.01"') });
    const foreignCert = await deliver({ headers: { ...genuine.headers, "paypal-cert-url": "https://evil.example/cert.pem" }, body: genuine.body });
    for (const res of [unsigned, tampered, foreignCert]) {
      expect(res.status).toBe(400);
      expect((await res.json()).error.code).toBe("bad_request");
    }
    expect(await counts()).toEqual(before);
    expect(await prisma.auditLog.count({ where: { action: "webhook.rejected" } })).toBe(3);
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

  it("makes one license, one commission and one e-mail out of 20 concurrent captures and webhooks for one order", async () => {
    const orderId = await startPurchase({ referralCode: "TWITTER" });
    await simulator.approve(orderId);
    await simulator.captureAtPaypal(orderId);
    const events = await Promise.all(Array.from({ length: 10 }, () => simulator.webhook("PAYMENT.CAPTURE.COMPLETED", orderId)));
    const responses = await Promise.all([
      ...Array.from({ length: 10 }, () => captureRequest(orderId)),
      ...events.map((signed) => deliver(signed)),
    ]);
    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(await counts()).toEqual({ licenses: 1, completed: 1, commissions: 1, emails: 1, events: 10 });
  });
});
