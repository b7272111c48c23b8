import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { CREATOR_CODE_REFUSALS, CURRENCY_NOT_OFFERED } from "@/lib/content/checkout";
import { prisma } from "@/lib/database/db";

import { POST as lookUp } from "@/app/api/creator-code/route";

import { nextIp } from "../../support/client-addresses";
import { captureRequest, createOrderRequest, deletePurchases, freshBuyer, startPurchase } from "../../support/purchase";
import { registerReferralCodes } from "../../support/referral-codes";
import { simulator } from "../../support/simulator-controls";

const HOUR = 3600_000;
const orderOf = (paypalOrderId: string) => prisma.order.findUniqueOrThrow({ where: { paypalOrderId } });
const setPrice = (currency: string, amountCents: number) => prisma.currencyPrice.create({ data: { currency, amountCents, updatedBy: "admin" } });
const lookUpCode = (body: unknown) =>
  lookUp(
    new Request("http://shop.test/api/creator-code", {
      method: "POST",
      headers: { "content-type": "application/json", "x-shop-client-address": nextIp() },
      body: JSON.stringify(body),
    }),
  );

// A buyer pays in a currency the seller priced the license in: the seller's price point, never a conversion.
describe("prices in other currencies at checkout", () => {
  beforeEach(() => registerReferralCodes("TECHNO", "YOUTUBE"));
  afterEach(deletePurchases);

  it("refuses a currency without a price point with a 422 on the field, before PayPal, storing nothing", async () => {
    const paypalBefore = await simulator.requestCount("paypal", "POST", "/v2/checkout/orders");
    const res = await createOrderRequest({ username: await freshBuyer(), email: "b@example.com", tosAccepted: true, currency: "EUR" });
    expect(res.status).toBe(422);
    const message = CURRENCY_NOT_OFFERED("EUR");
    expect((await res.json()).error).toMatchObject({ code: "unprocessable_entity", message, fields: { currency: message } });
    // One PayPal does not take, or that the shop never prices in, is malformed input.
    for (const currency of ["INR", "eur", 5]) {
      const malformed = await createOrderRequest({ username: await freshBuyer(), email: "b@example.com", tosAccepted: true, currency });
      expect(malformed.status, String(currency)).toBe(400);
      expect((await malformed.json()).error.fields).toHaveProperty("currency");
    }
    expect(await simulator.requestCount("paypal", "POST", "/v2/checkout/orders")).toBe(paypalBefore);
    expect(await prisma.order.count()).toBe(0);
    expect(await prisma.auditLog.findFirstOrThrow({ where: { action: "order.create", success: false } })).toMatchObject({
      details: { reason: "currency_not_offered", currency: "EUR" },
    });
  });

  it("charges the price point in its currency: PayPal's order, the stored order, the capture and the receipt agree", async () => {
    await setPrice("EUR", 499);
    const orderId = await startPurchase({ username: await freshBuyer(), currency: "EUR" });
    expect(await orderOf(orderId)).toMatchObject({ amountCents: 499, currency: "EUR", listPriceCents: 499, discountCents: 0 });
    expect((await simulator.order(orderId)).purchaseUnits[0]?.amount).toMatchObject({ currency_code: "EUR", value: "4.99" });

    await simulator.approve(orderId);
    expect((await captureRequest(orderId)).status).toBe(200);
    const order = await orderOf(orderId);
    expect(order.status).toBe("COMPLETED");
    expect(await prisma.license.findUniqueOrThrow({ where: { uuid: order.minecraftUuid ?? "" } })).toMatchObject({ active: true });
    const receipt = await prisma.emailOutbox.findUniqueOrThrow({ where: { dedupeKey: `receipt:${order.id}` } });
    expect(receipt.text).toContain("Amount: 4.99 EUR");
    // USD stays on offer, at the regular price.
    const usd = await startPurchase({ username: await freshBuyer() });
    expect(await orderOf(usd)).toMatchObject({ amountCents: 500, currency: "USD" });
  });

  it("takes a sale's share and a percent code off the price point; a fixed-amount code is USD's only", async () => {
    await setPrice("EUR", 499);
    const now = Date.now();
    await prisma.sale.create({
      data: { label: "Winter sale", priceCents: 400, startsAt: new Date(now - HOUR), endsAt: new Date(now + HOUR), createdBy: "admin" },
    });
    // $4 of $5: 80 % of €4.99 is €3.99; 10 % off that (39.9 cents, 40 half up) is €3.59.
    await prisma.referralCode.update({ where: { code: "TECHNO" }, data: { discountPercent: 10 } });
    const withPercent = await startPurchase({ username: await freshBuyer(), currency: "EUR", creatorCode: "TECHNO" });
    expect(await orderOf(withPercent)).toMatchObject({ currency: "EUR", listPriceCents: 499, discountCents: 40, amountCents: 359, commissionCents: 100 });
    expect((await simulator.order(withPercent)).purchaseUnits[0]?.amount).toMatchObject({ currency_code: "EUR", value: "3.59" });

    // Typed, a fixed-amount code is refused with its reason, and the use it took is given back.
    await prisma.referralCode.update({ where: { code: "YOUTUBE" }, data: { discountCents: 100, maxUses: 5 } });
    const typed = await createOrderRequest({
      username: await freshBuyer(),
      email: "b@example.com",
      tosAccepted: true,
      currency: "EUR",
      creatorCode: "YOUTUBE",
    });
    expect(typed.status).toBe(422);
    expect((await typed.json()).error.fields).toEqual({ creatorCode: CREATOR_CODE_REFUSALS.otherCurrency("YOUTUBE") });
    expect(await prisma.referralCode.findUniqueOrThrow({ where: { code: "YOUTUBE" } })).toMatchObject({ uses: 0 });
    // From a link, it still attributes the sale, without a discount.
    const linked = await startPurchase({ username: await freshBuyer(), currency: "EUR", referralCode: "YOUTUBE" });
    expect(await orderOf(linked)).toMatchObject({ referralCode: "YOUTUBE", discountCents: 0, amountCents: 399, commissionCents: 100 });
  });

  it("the code check answers in the currency asked for, and refuses what create-order would refuse", async () => {
    await setPrice("GBP", 449);
    await prisma.referralCode.update({ where: { code: "TECHNO" }, data: { discountPercent: 20 } });
    await prisma.referralCode.update({ where: { code: "YOUTUBE" }, data: { discountCents: 50 } });
    const percent = await lookUpCode({ code: "techno", currency: "GBP" });
    expect(percent.status).toBe(200);
    expect(await percent.json()).toEqual({
      code: "TECHNO",
      listPriceCents: 449,
      priceCents: 449,
      tierCents: 0,
      discountCents: 90,
      amountCents: 359,
      currency: "GBP",
      quantity: 1,
    });
    const fixed = await lookUpCode({ code: "YOUTUBE", currency: "GBP" });
    expect(fixed.status).toBe(422);
    expect((await fixed.json()).error.fields).toEqual({ code: CREATOR_CODE_REFUSALS.otherCurrency("YOUTUBE") });
    const unpriced = await lookUpCode({ code: "TECHNO", currency: "SEK" });
    expect(unpriced.status).toBe(422);
    expect((await unpriced.json()).error.fields).toEqual({ currency: CURRENCY_NOT_OFFERED("SEK") });
    // Without a currency, USD, as before.
    expect(await (await lookUpCode({ code: "YOUTUBE" })).json()).toMatchObject({ amountCents: 450, currency: "USD" });
  });
});
