import { afterEach, describe, expect, it } from "vitest";

import { prisma } from "@/lib/database/db";
import { giftCodeHash, normaliseGiftCode } from "@/lib/gifts/gift-code";
import { giftState } from "@/lib/gifts/gift-state";
import { giftIdOf } from "@/lib/gifts/gift-status-token";
import { openMail } from "@/lib/mail/sealed-codes";

import { buyGift, giftOf, GIVER_EMAIL, orderOf, startGift } from "../../support/gifts";
import { captureRequest, createOrderRequest, deletePurchases } from "../../support/purchase";
import { registerReferralCodes } from "../../support/referral-codes";
import { simulator } from "../../support/simulator-controls";

const DAY = 24 * 3600_000;
const CODE_FORMAT = /^GIFT(-[0-9A-HJKMNP-TV-Z]{4}){7}$/;
/** A gift code as the receipt and the recipient's e-mail print it. */
const CODE_IN_TEXT = /GIFT(?:-[0-9A-HJKMNP-TV-Z]{4}){7}/;

const hashOf = (code: string) => giftCodeHash(normaliseGiftCode(code) ?? "");
const paypalOrdersCreated = () => simulator.requestCount("paypal", "POST", "/v2/checkout/orders");
const mojangRequests = async () => (await simulator.requests("mojang")).length;
/** A time a whole number of seconds from now (the database keeps milliseconds; a whole second compares plainly). */
const secondsFromNow = (ms: number) => new Date(Math.floor((Date.now() + ms) / 1000) * 1000);

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

// A gift is bought without a Minecraft account; its payment issues a code instead of a license.
describe("buying a gift: POST /api/paypal/create-order with `gift`", () => {
  afterEach(deletePurchases);

  it("creates a gift order without any Minecraft account or Mojang lookup: a PayPal order at the regular price, and a pending gift with its recipient", async () => {
    const sendAt = secondsFromNow(2 * DAY);
    const mojangBefore = await mojangRequests();
    const orderId = await startGift({ recipientEmail: "Friend@Example.com", message: "Happy birthday!\nHave fun.", sendAt: sendAt.toISOString() });

    expect(await mojangRequests()).toBe(mojangBefore);
    expect(await orderOf(orderId)).toMatchObject({
      status: "CREATED",
      isGift: true,
      username: null,
      minecraftUuid: null,
      licenseId: null,
      email: GIVER_EMAIL,
      amountCents: 500,
      currency: "USD",
    });
    const paypal = await simulator.order(orderId);
    expect(paypal.status).not.toBe("COMPLETED");
    expect(paypal.purchaseUnits[0]?.amount).toMatchObject({ currency_code: "USD", value: "5.00" });
    expect(paypal.purchaseUnits[0]?.custom_id).toBeUndefined();

    const gift = await giftOf(orderId);
    expect(gift).toMatchObject({
      recipientEmail: "friend@example.com",
      message: "Happy birthday!\nHave fun.",
      sendAt,
      codeHash: null,
      redeemedAt: null,
      licenseId: null,
      voidedAt: null,
    });
    expect(giftState(gift)).toEqual({ state: "pending" });
    expect(await prisma.auditLog.findFirstOrThrow({ where: { action: "order.create", success: true } })).toMatchObject({
      uuid: null,
      details: { paypalOrderId: orderId, gift: true },
    });
  });

  it("refuses a username together with a gift, and a license order without a username, with 400 on the username", async () => {
    const paypalBefore = await paypalOrdersCreated();
    const both = await createOrderRequest({ username: "Sniper_Buyer", email: GIVER_EMAIL, tosAccepted: true, gift: {} });
    expect(both.status).toBe(400);
    expect(((await both.json()) as ErrorBody).error).toMatchObject({ code: "bad_request", fields: { username: expect.stringMatching(/gift/i) } });

    const neither = await createOrderRequest({ email: GIVER_EMAIL, tosAccepted: true });
    expect(neither.status).toBe(400);
    expect(((await neither.json()) as ErrorBody).error.fields).toEqual({ username: "Minecraft username is required" });

    expect(await paypalOrdersCreated()).toBe(paypalBefore);
    expect(await prisma.order.count()).toBe(0);
  });

  it.each([
    ["ten minutes ago", -10 * 60_000],
    ["367 days ahead", 367 * DAY],
  ])("refuses a sendAt %s with 422 on sendAt, before PayPal, and stores nothing", async (_, offset) => {
    const paypalBefore = await paypalOrdersCreated();
    const res = await createOrderRequest({
      email: GIVER_EMAIL,
      tosAccepted: true,
      gift: { recipientEmail: "friend@example.com", sendAt: new Date(Date.now() + offset).toISOString() },
    });
    expect(res.status).toBe(422);
    const { error } = (await res.json()) as ErrorBody;
    expect(error.code).toBe("unprocessable_entity");
    expect(error.fields?.sendAt).toBe(error.message);
    expect(await paypalOrdersCreated()).toBe(paypalBefore);
    expect(await prisma.order.count()).toBe(0);
    expect(await prisma.gift.count()).toBe(0);
    expect(await prisma.auditLog.findFirstOrThrow({ where: { action: "order.create" } })).toMatchObject({
      success: false,
      details: { reason: "gift_send_at_out_of_range" },
    });
  });

  it("accepts a sendAt from a few minutes ago (the buyer's clock) to 365 days ahead", async () => {
    for (const offset of [-60_000, 365 * DAY]) {
      const sendAt = secondsFromNow(offset);
      const orderId = await startGift({ recipientEmail: "friend@example.com", sendAt: sendAt.toISOString() });
      expect((await giftOf(orderId)).sendAt).toEqual(sendAt);
    }
  });

  it("refuses a sendAt that is not a date and time with 400", async () => {
    const res = await createOrderRequest({ email: GIVER_EMAIL, tosAccepted: true, gift: { sendAt: "next friday" } });
    expect(res.status).toBe(400);
    expect(await prisma.order.count()).toBe(0);
  });
});

describe("capturing a gift: POST /api/paypal-capture-order", () => {
  afterEach(deletePurchases);

  it("issues a code instead of a license: its hash stored, the code in the receipt and in the recipient's e-mail, due at once", async () => {
    const { orderId, transactionId, gift: answered } = await buyGift({ recipientEmail: "friend@example.com", message: "Enjoy the mod!" });
    expect(answered).toEqual({ statusToken: expect.any(String), code: expect.stringMatching(CODE_FORMAT) });

    const order = await orderOf(orderId);
    expect(order).toMatchObject({ status: "COMPLETED", captureId: transactionId, licenseId: null, isGift: true });
    expect(await prisma.license.count()).toBe(0);
    expect(await prisma.downloadToken.count()).toBe(0);

    const gift = await giftOf(orderId);
    expect(gift.codeHash).toBe(hashOf(answered.code));
    expect(giftState(gift)).toEqual({ state: "unredeemed" });
    expect(giftIdOf(answered.statusToken)).toBe(gift.id);

    // Both mails carry the code as they are sent; the outbox keeps it sealed (lib/mail/sealed-codes.ts).
    const receipt = await prisma.emailOutbox.findUniqueOrThrow({ where: { dedupeKey: `receipt:${order.id}` } });
    expect(receipt.to).toBe(GIVER_EMAIL);
    expect(openMail(receipt).text).toContain(answered.code);
    expect(openMail(receipt).html).toContain(answered.code);
    const mail = await prisma.emailOutbox.findUniqueOrThrow({ where: { dedupeKey: `gift:${gift.id}` } });
    expect(mail).toMatchObject({ to: "friend@example.com", status: "PENDING", nextAttemptAt: order.capturedAt });
    expect(openMail(mail).text).toContain(answered.code);
    expect(mail.text).toContain("Enjoy the mod!");
    for (const kept of [receipt.text, receipt.html, mail.text, mail.html]) expect(kept).not.toContain(answered.code);
    expect(await prisma.emailOutbox.count()).toBe(2);

    expect(await prisma.auditLog.count({ where: { action: "gift.issue", success: true } })).toBe(1);
    expect(await prisma.auditLog.count({ where: { action: "license.issue" } })).toBe(0);
    // The code in the clear is kept nowhere: not in the audit log, not on the gift.
    const body = normaliseGiftCode(answered.code) ?? "";
    const audit = JSON.stringify(await prisma.auditLog.findMany({ select: { details: true } }));
    for (const kept of [audit, JSON.stringify(gift), JSON.stringify(order)]) {
      expect(kept).not.toContain(body);
      expect(kept).not.toContain(answered.code);
    }
  });

  it("schedules the recipient's e-mail for the buyer's sendAt; the receipt goes at once", async () => {
    const sendAt = secondsFromNow(3 * DAY);
    const { orderId, gift: answered } = await buyGift({ recipientEmail: "later@example.com", sendAt: sendAt.toISOString() });
    const order = await orderOf(orderId);
    const gift = await giftOf(orderId);

    const mail = await prisma.emailOutbox.findUniqueOrThrow({ where: { dedupeKey: `gift:${gift.id}` } });
    expect(mail).toMatchObject({ to: "later@example.com", nextAttemptAt: sendAt });
    expect(openMail(mail).text).toContain(answered.code);
    const receipt = await prisma.emailOutbox.findUniqueOrThrow({ where: { dedupeKey: `receipt:${order.id}` } });
    expect(receipt.nextAttemptAt.getTime()).toBeLessThan(sendAt.getTime() - DAY);
    expect(receipt.text).toContain("later@example.com");
  });

  it("queues no e-mail for a recipient when the buyer passes the code on: only the receipt, which holds the code", async () => {
    const { orderId, gift: answered } = await buyGift();
    const order = await orderOf(orderId);
    const outbox = await prisma.emailOutbox.findMany();
    expect(outbox.map((row) => row.dedupeKey)).toEqual([`receipt:${order.id}`]);
    expect(outbox[0]?.to).toBe(GIVER_EMAIL);
    expect(outbox[0] && openMail(outbox[0]).text).toContain(answered.code);
  });

  it("answers a repeated capture with the same transaction and gift page, but no code, and changes nothing", async () => {
    const first = await buyGift({ recipientEmail: "friend@example.com" });
    const gift = await giftOf(first.orderId);
    const outboxBefore = await prisma.emailOutbox.findMany({ orderBy: { dedupeKey: "asc" } });

    const again = await captureRequest(first.orderId);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ transactionId: first.transactionId, gift: { statusToken: first.gift.statusToken } });

    expect(await giftOf(first.orderId)).toEqual(gift);
    expect(await prisma.emailOutbox.findMany({ orderBy: { dedupeKey: "asc" } })).toEqual(outboxBefore);
    expect((await simulator.order(first.orderId)).captures).toHaveLength(1);
    expect(await prisma.auditLog.count({ where: { action: "gift.issue" } })).toBe(1);
  });

  it("answers a capture without the order's secret no gift; the buyer's own call then gets the gift page without the code, which the receipt holds", async () => {
    const orderId = await startGift({ recipientEmail: "friend@example.com" });
    await simulator.approve(orderId);

    const stranger = await captureRequest(orderId, { orderSecret: null });
    expect(stranger.status).toBe(200);
    const { transactionId } = (await stranger.json()) as { transactionId: string };
    expect(await orderOf(orderId)).toMatchObject({ status: "COMPLETED", captureId: transactionId });

    const gift = await giftOf(orderId);
    const buyer = await captureRequest(orderId);
    expect(await buyer.json()).toEqual({ transactionId, gift: { statusToken: expect.any(String) } });

    const receipt = await prisma.emailOutbox.findUniqueOrThrow({ where: { dedupeKey: `receipt:${gift.orderId}` } });
    const code = CODE_IN_TEXT.exec(openMail(receipt).text)?.[0] ?? "";
    expect(hashOf(code)).toBe(gift.codeHash);
    expect(openMail(await prisma.emailOutbox.findUniqueOrThrow({ where: { dedupeKey: `gift:${gift.id}` } })).text).toContain(code);
  });

  it("records a referral code's commission on a gift, as for any sale", async () => {
    await registerReferralCodes("GIFTPROMO");
    const { orderId } = await buyGift({}, { referralCode: "giftpromo" });
    const order = await orderOf(orderId);
    expect(order.referralCode).toBe("GIFTPROMO");
    expect(await prisma.commission.findMany({ select: { orderId: true, code: true, amountCents: true, currency: true, status: true } })).toEqual([
      { orderId: order.id, code: "GIFTPROMO", amountCents: 100, currency: "USD", status: "PENDING" },
    ]);
  });
});
