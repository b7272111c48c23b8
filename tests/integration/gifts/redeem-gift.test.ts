import { afterEach, describe, expect, it } from "vitest";

import { listOrders } from "@/lib/admin/list-orders";
import { ALREADY_LICENSED } from "@/lib/content/checkout";
import { REDEEM_ERRORS } from "@/lib/content/gifts";
import { prisma } from "@/lib/database/db";
import { getPurchaseTimeline } from "@/lib/downloads/purchase-timeline";
import { resolveDownloadAccess } from "@/lib/downloads/resolve-download-access";
import { GIFT_CODE_PREFIX_LENGTH, newGiftCode, normaliseGiftCode } from "@/lib/gifts/gift-code";
import { giftState } from "@/lib/gifts/gift-state";
import { verifyLicense } from "@/lib/licenses/verify-license";

import { POST as orderStatusRoute } from "@/app/api/paypal/order-status/route";

import { nextIp } from "../../support/client-addresses";
import { buyGift, giftOf, orderOf, redeemRequest, startGift } from "../../support/gifts";
import { captureRequest, deletePurchases, freshBuyer, orderSecretOf, startPurchase } from "../../support/purchase";
import { registerReferralCodes } from "../../support/referral-codes";
import { simulator } from "../../support/simulator-controls";
import { deliverWebhook } from "../../support/webhook-delivery";

const CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

type Redeemed = { username: string; downloadToken: string };
type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

const refusal = (code: string, message: string, field: "code" | "username") => ({ error: { code, message, fields: { [field]: message } } });
const UNKNOWN = refusal("unprocessable_entity", REDEEM_ERRORS.unknown, "code");
const REDEEMED = refusal("conflict", REDEEM_ERRORS.redeemed, "code");
const VOIDED = refusal("conflict", REDEEM_ERRORS.voided, "code");

async function redeem(code: string, username: string) {
  const res = await redeemRequest({ code, username });
  return { status: res.status, body: (await res.json()) as unknown };
}

/** A code of the gift's prefix, but another code: a guess in the same family. */
function sameFamily(prefix: string, real: string): string {
  for (;;) {
    const { code } = newGiftCode();
    const guess = `${prefix}${normaliseGiftCode(code)!.slice(GIFT_CODE_PREFIX_LENGTH)}`;
    if (guess !== real) return guess;
  }
}

/** The gift's payment refunded (or charged back) at PayPal, and PayPal's event delivered to the shop's webhook. */
async function refundAtPaypal(orderId: string, transactionId: string, action: "refund" | "reverse" = "refund") {
  await simulator[action](transactionId);
  const type = action === "refund" ? "PAYMENT.CAPTURE.REFUNDED" : "PAYMENT.CAPTURE.REVERSED";
  const res = await deliverWebhook(await simulator.webhook(type, orderId));
  expect(await res.json()).toEqual({ received: true, outcome: "processed" });
}

const orderStatus = (orderId: string) =>
  orderStatusRoute(
    new Request("http://shop.test/api/paypal/order-status", {
      method: "POST",
      headers: { "content-type": "application/json", "x-shop-client-address": nextIp() },
      body: JSON.stringify({ orderId, orderSecret: orderSecretOf(orderId) }),
    }),
  );

// /redeem turns a paid gift's code into a license for the recipient's own Minecraft account.
describe("POST /api/gift/redeem", () => {
  afterEach(async () => {
    await deletePurchases();
    await prisma.rateLimit.deleteMany();
  });

  it("licenses a fresh account with a GIFT license for the recipient's e-mail, whose download token opens the download", async () => {
    const { orderId, gift: bought } = await buyGift({ recipientEmail: "Friend@Example.com" });
    const friend = await freshBuyer();

    // Typed as a person might: lower case, spaces for dashes, the account in another case.
    const res = await redeemRequest({ code: ` ${bought.code.toLowerCase().replaceAll("-", " ")} `, username: friend.toLowerCase() });
    expect(res.status).toBe(200);
    const answer = (await res.json()) as Redeemed;
    expect(answer).toEqual({ username: friend, downloadToken: expect.any(String) });

    const license = await prisma.license.findFirstOrThrow({ where: { username: friend } });
    expect(license).toMatchObject({ source: "GIFT", active: true, email: "friend@example.com" });
    expect((await verifyLicense(license.uuid)).active).toBe(true);
    const gift = await giftOf(orderId);
    expect(gift).toMatchObject({ redeemedAt: expect.any(Date), licenseId: license.id, redeemedUsername: friend, voidedAt: null });
    expect(giftState(gift)).toEqual({ state: "redeemed", username: friend, at: gift.redeemedAt });
    expect((await orderOf(orderId)).licenseId).toBe(license.id);

    expect(await resolveDownloadAccess(answer.downloadToken)).toMatchObject({ ok: true, username: friend, minecraftUuid: license.uuid });
    // The recipient's status shows their license, not the giver's payment.
    expect(await getPurchaseTimeline(answer.downloadToken)).toMatchObject({ username: friend, licenseActive: true, captureId: null, price: null });
    expect(await prisma.auditLog.findFirstOrThrow({ where: { action: "gift.redeem" } })).toMatchObject({
      success: true,
      uuid: license.uuid,
      details: { giftId: gift.id },
    });
  });

  it("keeps the recipient's own e-mail on the license when they give one, so a lost download link reaches them", async () => {
    const sent = await buyGift({ recipientEmail: "friend@example.com" });
    const passedOn = await buyGift();
    const [first, second] = [await freshBuyer(), await freshBuyer()];
    expect((await redeemRequest({ code: sent.gift.code, username: first, email: "Me@Example.com" })).status).toBe(200);
    expect((await redeemRequest({ code: passedOn.gift.code, username: second, email: "" })).status).toBe(200);
    expect(await prisma.license.findFirstOrThrow({ where: { username: first } })).toMatchObject({ email: "me@example.com" });
    expect(await prisma.license.findFirstOrThrow({ where: { username: second } })).toMatchObject({ email: null });
    const third = await buyGift();
    const refused = await redeemRequest({ code: third.gift.code, username: await freshBuyer(), email: "not an address" });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as ErrorBody).error.fields).toEqual({ email: "Invalid email format" });
  });

  it("refuses a second redemption of a code with 409, for any account, and licenses nobody else", async () => {
    const { orderId, gift: bought } = await buyGift();
    const first = await freshBuyer();
    expect((await redeem(bought.code, first)).status).toBe(200);
    const redeemed = await giftOf(orderId);

    for (const username of [first, await freshBuyer()]) expect(await redeem(bought.code, username)).toEqual({ status: 409, body: REDEEMED });
    expect(await prisma.license.count()).toBe(1);
    expect(await giftOf(orderId)).toEqual(redeemed);
  });

  it("lets exactly one of two concurrent redemptions of one code through", async () => {
    const { orderId, gift: bought } = await buyGift();
    const [one, two] = [await freshBuyer(), await freshBuyer()];
    const answers = await Promise.all([redeem(bought.code, one), redeem(bought.code, two)]);

    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)?.body).toEqual(REDEEMED);
    const winner = (answers.find((a) => a.status === 200)?.body as Redeemed).username;
    expect(await prisma.license.findMany({ select: { username: true, source: true } })).toEqual([{ username: winner, source: "GIFT" }]);
    expect((await giftOf(orderId)).redeemedUsername).toBe(winner);
  });

  it("refuses an account that already holds an active license with 409 on the username, and leaves the gift to redeem", async () => {
    const owner = await freshBuyer();
    const purchase = await startPurchase({ username: owner });
    await simulator.approve(purchase);
    expect((await captureRequest(purchase)).status).toBe(200);
    const { orderId, gift: bought } = await buyGift();

    expect(await redeem(bought.code, owner)).toEqual({ status: 409, body: refusal("conflict", ALREADY_LICENSED(owner), "username") });
    expect(await giftOf(orderId)).toMatchObject({ redeemedAt: null, licenseId: null, redeemedUsername: null });
    expect((await orderOf(orderId)).licenseId).toBeNull();
    expect(await prisma.license.findMany({ select: { username: true, source: true } })).toEqual([{ username: owner, source: "PURCHASE" }]);

    // The recipient tries again with another account of theirs.
    expect((await redeem(bought.code, await freshBuyer())).status).toBe(200);
  });

  it("refuses a name Mojang does not know with 422 on the username, and leaves the gift to redeem", async () => {
    const { orderId, gift: bought } = await buyGift();
    const { status, body } = await redeem(bought.code, "No_Such_Player1");
    expect(status).toBe(422);
    expect((body as ErrorBody).error).toMatchObject({ code: "unprocessable_entity", fields: { username: expect.stringContaining("No_Such_Player1") } });
    expect((await giftOf(orderId)).redeemedAt).toBeNull();
    expect(await prisma.license.count()).toBe(0);
  });

  it("answers an unknown code, a code one character off and text that is no code alike: the same 422 body", async () => {
    const { orderId, gift: bought } = await buyGift();
    const username = await freshBuyer();
    const body = normaliseGiftCode(bought.code)!;
    const oneOff = `${body.slice(0, -1)}${body.endsWith("2") ? "3" : "2"}`;

    for (const code of [newGiftCode().code, oneOff, "GIFT-1234-5678", "not a gift code", "GIFT-UUUU-UUUU-UUUU-UUUU-UUUU-UUUU-UUUU"]) {
      expect(await redeem(code, username)).toEqual({ status: 422, body: UNKNOWN });
    }
    expect((await giftOf(orderId)).redeemedAt).toBeNull();
    expect(await prisma.license.count()).toBe(0);
    expect(await prisma.auditLog.count({ where: { action: "gift.redeem", success: false } })).toBe(5);
    // A request without a code or a valid username is a 400, before any lookup.
    expect((await redeemRequest({ code: "", username })).status).toBe(400);
    expect((await redeemRequest({ code: bought.code, username: "x" })).status).toBe(400);
  });

  it.each([
    ["refunded", "refund", "REFUNDED", "Payment refunded"],
    ["charged back", "reverse", "REVERSED", "Payment reversed (chargeback)"],
  ] as const)("voids an unredeemed gift whose payment is %s: redeem answers 409 voided", async (_, action, status, reason) => {
    await registerReferralCodes("GIFTPROMO");
    const { orderId, transactionId, gift: bought } = await buyGift({ recipientEmail: "friend@example.com" }, { referralCode: "GIFTPROMO" });
    await refundAtPaypal(orderId, transactionId, action);

    expect(await orderOf(orderId)).toMatchObject({ status, licenseId: null });
    const gift = await giftOf(orderId);
    expect(gift).toMatchObject({ voidedAt: expect.any(Date), voidReason: reason, redeemedAt: null });
    expect(giftState(gift)).toEqual({ state: "voided", at: gift.voidedAt, reason });
    expect(await prisma.auditLog.findMany({ where: { action: "gift.void" }, select: { actor: true, details: true } })).toEqual([
      { actor: "paypal", details: { paypalOrderId: orderId, captureId: transactionId, kind: status } },
    ]);
    expect((await prisma.commission.findFirstOrThrow()).status).toBe("VOID");

    expect(await redeem(bought.code, await freshBuyer())).toEqual({ status: 409, body: VOIDED });
    expect(await prisma.license.count()).toBe(0);
  });

  it("revokes the recipient's license when a redeemed gift's payment is refunded, and keeps the gift as redeemed", async () => {
    const { orderId, transactionId, gift: bought } = await buyGift();
    const friend = await freshBuyer();
    const { downloadToken } = (await redeem(bought.code, friend)).body as Redeemed;
    const license = await prisma.license.findFirstOrThrow({ where: { username: friend } });

    await refundAtPaypal(orderId, transactionId);

    expect(await prisma.license.findUniqueOrThrow({ where: { id: license.id } })).toMatchObject({
      active: false,
      revokedAt: expect.any(Date),
      revokedReason: "Payment refunded",
    });
    expect((await verifyLicense(license.uuid)).active).toBe(false);
    expect(await resolveDownloadAccess(downloadToken)).toEqual({ ok: false, reason: "revoked" });
    expect(await giftOf(orderId)).toMatchObject({ redeemedUsername: friend, licenseId: license.id, voidedAt: null });
    expect(await prisma.auditLog.count({ where: { action: "gift.void" } })).toBe(0);
    expect(await redeem(bought.code, await freshBuyer())).toEqual({ status: 409, body: REDEEMED });
  });

  it("lets an account whose gifted license was refunded redeem a second gift, and audits the refund under its uuid", async () => {
    const first = await buyGift();
    const friend = await freshBuyer();
    expect((await redeem(first.gift.code, friend)).status).toBe(200);
    const license = await prisma.license.findFirstOrThrow({ where: { username: friend } });
    await refundAtPaypal(first.orderId, first.transactionId);
    expect(await prisma.auditLog.findFirstOrThrow({ where: { action: "license.revoke.refund" } })).toMatchObject({ uuid: license.uuid });

    const second = await buyGift();
    expect(await redeem(second.gift.code, friend)).toMatchObject({ status: 200, body: { username: friend } });
    expect(await prisma.license.findUniqueOrThrow({ where: { id: license.id } })).toMatchObject({ active: true, revokedAt: null });
    expect((await giftOf(second.orderId)).licenseId).toBe(license.id);
    expect((await giftOf(first.orderId)).licenseId).toBe(license.id);
  });

  it("shows the admin's Orders each gift's state: unredeemed with its recipient, redeemed by whom and when, void after a refund", async () => {
    const redeemed = await buyGift({ recipientEmail: "friend@example.com" });
    const refunded = await buyGift();
    const pending = await startGift();
    const friend = await freshBuyer();
    expect((await redeem(redeemed.gift.code, friend)).status).toBe(200);
    await refundAtPaypal(refunded.orderId, refunded.transactionId);

    const rows = new Map((await listOrders({ limit: 50 })).orders.map((row) => [row.paypalOrderId, row]));
    expect(rows.get(redeemed.orderId)).toMatchObject({
      username: null,
      licenseActive: true,
      gift: { state: "redeemed", username: friend, at: expect.any(Date), recipientEmail: "friend@example.com" },
    });
    expect(rows.get(refunded.orderId)).toMatchObject({ licenseActive: null, gift: { state: "voided", at: expect.any(Date), recipientEmail: null } });
    expect(rows.get(pending)).toMatchObject({ status: "CREATED", gift: { state: "pending" } });
  });

  it("limits wrong codes per code prefix from every address together, then answers 429 for the right code of that prefix too", async () => {
    const { orderId, gift: bought } = await buyGift();
    const real = normaliseGiftCode(bought.code)!;
    const prefix = real.slice(0, GIFT_CODE_PREFIX_LENGTH);
    const username = await freshBuyer();

    // Twenty guesses in the code's family, each from another address (redeemRequest's), typed in assorted forms.
    for (let i = 0; i < 20; i++) {
      const guess = sameFamily(prefix, real);
      const typed = i % 2 ? guess.toLowerCase() : `GIFT-${guess.match(/.{4}/g)!.join("-")}`;
      expect(await redeem(typed, username)).toEqual({ status: 422, body: UNKNOWN });
    }
    const over = await redeemRequest({ code: sameFamily(prefix, real), username });
    expect(over.status).toBe(429);
    expect(over.headers.get("retry-after")).toMatch(/^\d+$/);

    // Over the limit, the right code of that prefix is not told apart from a wrong one, and stays unredeemed.
    expect((await redeemRequest({ code: bought.code, username })).status).toBe(429);
    expect((await giftOf(orderId)).redeemedAt).toBeNull();
    // Another prefix is not held back.
    const otherPrefix = [...CROCKFORD].find((c) => c !== prefix[0])!;
    expect((await redeem(`${otherPrefix}${sameFamily(prefix, real).slice(1)}`, username)).status).toBe(422);
  });

  it("limits one address to 10 attempts a minute", async () => {
    const ip = nextIp();
    const username = await freshBuyer();
    for (let i = 0; i < 10; i++) expect((await redeemRequest({ code: newGiftCode().code, username }, ip)).status).toBe(422);
    expect((await redeemRequest({ code: newGiftCode().code, username }, ip)).status).toBe(429);
  });

  it("answers the giver's order status 'paid' without a download token, before and after the gift is redeemed", async () => {
    const { orderId, gift: bought } = await buyGift();
    expect(await (await orderStatus(orderId)).json()).toEqual({ state: "paid" });

    expect((await redeem(bought.code, await freshBuyer())).status).toBe(200);
    expect((await orderOf(orderId)).licenseId).not.toBeNull();
    const res = await orderStatus(orderId);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ state: "paid" });
  });
});
