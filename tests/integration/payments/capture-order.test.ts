import { randomBytes } from "node:crypto";

import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { TOS_VERSION } from "@/lib/content/legal";
import { prisma } from "@/lib/database/db";
import { checkDownloadToken } from "@/lib/downloads/token-signature";

import { captureRequest, deletePurchases, freshBuyer, orderSecretOf, startPurchase } from "../../support/purchase";
import { registerReferralCodes } from "../../support/referral-codes";
import { simulator } from "../../support/simulator-controls";

const SNIPER_BUYER = "Sniper_Buyer";
const secret = () => process.env.DOWNLOAD_TOKEN_SECRET ?? "";

async function counts() {
  return {
    licenses: await prisma.license.count(),
    completed: await prisma.order.count({ where: { status: "COMPLETED" } }),
    commissions: await prisma.commission.count(),
    emails: await prisma.emailOutbox.count(),
    tokens: await prisma.downloadToken.count(),
  };
}

// The codes these tests refer buyers with, issued as an admin does: only such codes earn a commission.
beforeEach(() => registerReferralCodes("YOUTUBE", "DISCORD", "TWITCH"));

describe("POST /api/paypal-capture-order", () => {
  afterEach(deletePurchases);

  it("captures an approved order, issues the license, queues the receipt and returns a download token", async () => {
    const orderId = await startPurchase();
    await simulator.approve(orderId);

    const res = await captureRequest(orderId);
    expect(res.status).toBe(200);
    const { transactionId, downloadToken } = (await res.json()) as { transactionId: string; downloadToken: string };

    const order = await prisma.order.findUniqueOrThrow({ where: { paypalOrderId: orderId }, include: { license: true } });
    expect(order).toMatchObject({ status: "COMPLETED", captureId: transactionId, payerEmail: "buyer@example.com" });
    expect(order.license).toMatchObject({ username: SNIPER_BUYER, email: "sniper@example.com", active: true, source: "PURCHASE" });
    expect((await simulator.order(orderId)).captures[0]?.id).toBe(transactionId);

    const check = checkDownloadToken(downloadToken, secret());
    expect(check.ok).toBe(true);
    const token = await prisma.downloadToken.findUniqueOrThrow({ where: { id: check.ok ? check.tokenId : "" } });
    expect(token).toMatchObject({ licenseId: order.licenseId, orderId: order.id });

    const [receipt] = await prisma.emailOutbox.findMany();
    expect(receipt?.to).toBe("sniper@example.com");
    for (const part of [SNIPER_BUYER, orderId, encodeURIComponent(downloadToken), `version ${TOS_VERSION}`]) expect(receipt?.text).toContain(part);
    expect(await prisma.auditLog.count({ where: { action: "license.issue", success: true } })).toBe(1);
  });

  it("answers a repeated capture with the same transaction and changes nothing", async () => {
    const orderId = await startPurchase({ referralCode: "YOUTUBE" });
    await simulator.approve(orderId);
    const first = await (await captureRequest(orderId)).json();
    const before = await counts();
    const second = await (await captureRequest(orderId)).json();
    expect(second).toEqual(first);
    expect(await counts()).toEqual(before);
    expect(before).toEqual({ licenses: 1, completed: 1, commissions: 1, emails: 1, tokens: 1 });
  });

  it("makes one license, one commission and one e-mail out of 20 concurrent captures", async () => {
    const orderId = await startPurchase({ referralCode: "DISCORD" });
    await simulator.approve(orderId);
    const answers = await Promise.all(Array.from({ length: 20 }, () => captureRequest(orderId).then((r) => r.json() as Promise<{ transactionId: string }>)));
    expect(new Set(answers.map((a) => a.transactionId)).size).toBe(1);
    expect(await counts()).toEqual({ licenses: 1, completed: 1, commissions: 1, emails: 1, tokens: 1 });
    expect((await simulator.order(orderId)).captures).toHaveLength(1);
  });

  it("records $1.00 for a referred sale, but nothing when the affiliate buys through their own code", async () => {
    const referred = await startPurchase({ referralCode: "twitch" });
    await simulator.approve(referred);
    await captureRequest(referred);
    expect(await prisma.commission.findMany({ select: { code: true, amountCents: true, currency: true, status: true } })).toEqual([
      { code: "TWITCH", amountCents: 100, currency: "USD", status: "PENDING" },
    ]);

    const affiliate = await prisma.affiliateApplication.create({ data: { name: "Self Buyer", email: "sniper@example.com", status: "APPROVED" } });
    await prisma.referralCode.create({ data: { code: "SELFCODE", applicationId: affiliate.id } });
    // The affiliate buys for another of their accounts, under their own e-mail address.
    const own = await startPurchase({ referralCode: "SELFCODE", username: await freshBuyer() });
    await simulator.approve(own);
    expect((await captureRequest(own)).status).toBe(200);
    expect(await prisma.commission.count({ where: { code: "SELFCODE" } })).toBe(0);
    expect(await prisma.auditLog.count({ where: { action: "commission.self_referral" } })).toBe(1);
  });

  it("refuses an order the buyer has not approved", async () => {
    const orderId = await startPurchase();
    const res = await captureRequest(orderId);
    expect(res.status).toBe(409);
    expect(await counts()).toMatchObject({ licenses: 0, completed: 0 });
  });

  it("reports a declined card and issues nothing", async () => {
    const orderId = await startPurchase();
    await simulator.approve(orderId, true);
    const res = await captureRequest(orderId);
    expect(res.status).toBe(422);
    expect((await res.json()).error.message).toMatch(/declined/);
    expect(await counts()).toMatchObject({ licenses: 0, completed: 0, emails: 0 });
    expect((await prisma.order.findUniqueOrThrow({ where: { paypalOrderId: orderId } })).status).toBe("CREATED");
  });

  it("reports a PayPal failure as retryable and issues nothing", async () => {
    const orderId = await startPurchase();
    await simulator.approve(orderId);
    await simulator.failNextCapture(orderId, "INTERNAL_SERVER_ERROR");
    const res = await captureRequest(orderId);
    expect(res.status).toBe(503);
    expect(await counts()).toMatchObject({ licenses: 0, completed: 0 });
  });

  it("answers 404 for an order it never created", async () => {
    expect((await captureRequest("0ABCDEF1234567890")).status).toBe(404);
  });
});

describe("POST /api/paypal-capture-order answers the download token only to the browser that created the order", () => {
  afterEach(deletePurchases);

  it.each([
    ["no order secret", null],
    ["another order's secret", randomBytes(32).toString("base64url")],
  ])("with only the order id (%s) it still fulfils the order, but answers no download token", async (_, orderSecret) => {
    const orderId = await startPurchase();
    await simulator.approve(orderId);

    const res = await captureRequest(orderId, { orderSecret });
    expect(res.status).toBe(200);
    const answer = (await res.json()) as { transactionId: string };
    expect(answer).toEqual({ transactionId: expect.any(String) });

    const order = await prisma.order.findUniqueOrThrow({ where: { paypalOrderId: orderId }, include: { license: true } });
    expect(order).toMatchObject({ status: "COMPLETED", captureId: answer.transactionId });
    expect(order.license?.active).toBe(true);
    expect(await counts()).toMatchObject({ licenses: 1, completed: 1, emails: 1, tokens: 1 });

    // The buyer loses nothing: the receipt carries the link, and the buyer's own browser is still answered it.
    const buyer = (await (await captureRequest(orderId)).json()) as { transactionId: string; downloadToken: string };
    expect(buyer).toEqual({ transactionId: answer.transactionId, downloadToken: expect.any(String) });
    expect(checkDownloadToken(buyer.downloadToken, secret()).ok).toBe(true);
    expect((await prisma.emailOutbox.findFirstOrThrow()).text).toContain(encodeURIComponent(buyer.downloadToken));
    expect(await counts()).toMatchObject({ licenses: 1, completed: 1, emails: 1, tokens: 1 });
  });

  it("answers the buyer's browser the same token on every replayed capture", async () => {
    const orderId = await startPurchase();
    await simulator.approve(orderId);
    const answers = [];
    for (let i = 0; i < 3; i += 1) answers.push(await (await captureRequest(orderId, { orderSecret: orderSecretOf(orderId) })).json());
    expect(answers[0]).toEqual({ transactionId: expect.any(String), downloadToken: expect.any(String) });
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
  });

  it("finds the fulfilment's token by its order, not by its expiry, when the buyer's browser asks again", async () => {
    const orderId = await startPurchase();
    await simulator.approve(orderId);
    const first = await (await captureRequest(orderId, { orderSecret: orderSecretOf(orderId) })).json();
    // A capture time that no longer matches the token's expiry (as a clock correction or a hand edit might leave it).
    await prisma.order.update({ where: { paypalOrderId: orderId }, data: { capturedAt: new Date(Date.now() - 3_600_000) } });
    const again = await (await captureRequest(orderId, { orderSecret: orderSecretOf(orderId) })).json();
    expect(again).toEqual(first);
    expect(await prisma.downloadToken.count()).toBe(1);
  });

  it.each([["short"], ["A".repeat(44)], ["+".repeat(43)], [42]])("refuses a malformed order secret (%j) with 400 before capturing", async (orderSecret) => {
    const orderId = await startPurchase();
    await simulator.approve(orderId);
    const res = await captureRequest(orderId, { orderSecret: orderSecret as string });
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields).toHaveProperty("orderSecret");
    expect((await simulator.order(orderId)).captures).toEqual([]);
    expect(await counts()).toMatchObject({ licenses: 0, completed: 0 });
  });
});
