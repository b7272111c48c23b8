import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { CREATOR_CODE_REFUSALS } from "@/lib/content/checkout";
import { prisma } from "@/lib/database/db";
import { closeOrder } from "@/lib/payments/close-order";

import { captureRequest, createOrderRequest, deletePurchases, freshBuyer, startPurchase } from "../../support/purchase";
import { registerReferralCodes } from "../../support/referral-codes";
import { simulator } from "../../support/simulator-controls";

const HOUR = 3600_000;

async function setTerms(code: string, terms: Parameters<typeof prisma.referralCode.update>[0]["data"]) {
  await prisma.referralCode.update({ where: { code }, data: terms });
}

async function scheduleSale(priceCents: number, startsAt: Date, endsAt: Date) {
  return prisma.sale.create({ data: { label: "Summer sale", priceCents, startsAt, endsAt, createdBy: "admin" } });
}

const orderOf = (paypalOrderId: string) => prisma.order.findUniqueOrThrow({ where: { paypalOrderId } });

// Create-order prices once, from the time and the code, and keeps the breakdown; capture charges it.
describe("creator codes and sales at checkout", () => {
  beforeEach(() => registerReferralCodes("TECHNO", "YOUTUBE"));
  afterEach(deletePurchases);

  it("charges the regular $5.00 with a code that has the default terms, and records its $1.00 commission", async () => {
    const orderId = await startPurchase({ username: await freshBuyer(), creatorCode: "techno" });
    expect(await orderOf(orderId)).toMatchObject({
      amountCents: 500,
      listPriceCents: 500,
      saleId: null,
      discountCents: 0,
      commissionCents: 100,
      referralCode: "TECHNO",
      codeUseHeld: true,
    });
    expect((await simulator.order(orderId)).purchaseUnits[0]?.amount).toMatchObject({ currency_code: "USD", value: "5.00" });
  });

  it("takes a code's percent off, asks PayPal for that amount, and the commission follows the code's terms", async () => {
    await setTerms("TECHNO", { discountPercent: 10, commissionCents: 150 });
    const orderId = await startPurchase({ username: await freshBuyer(), creatorCode: "TECHNO", amount: 0.01 });
    expect(await orderOf(orderId)).toMatchObject({ amountCents: 450, discountCents: 50, commissionCents: 150 });
    expect((await simulator.order(orderId)).purchaseUnits[0]?.amount).toMatchObject({ currency_code: "USD", value: "4.50" });

    await simulator.approve(orderId);
    expect((await captureRequest(orderId)).status).toBe(200);
    const order = await orderOf(orderId);
    expect(order.status).toBe("COMPLETED");
    expect(await prisma.commission.findFirstOrThrow({ where: { orderId: order.id } })).toMatchObject({ code: "TECHNO", amountCents: 150 });
    // The receipt shows the regular price, the code's discount and the amount charged.
    const receipt = await prisma.emailOutbox.findUniqueOrThrow({ where: { dedupeKey: `receipt:${order.id}` } });
    expect(receipt.text).toContain("Regular price: 5.00 USD\nCreator code TECHNO: -0.50 USD\nAmount: 4.50 USD (one-time, permanent license)");
  });

  it("lets a typed code beat the link's code (last touch)", async () => {
    await setTerms("TECHNO", { discountCents: 100 });
    const orderId = await startPurchase({ username: await freshBuyer(), referralCode: "YOUTUBE", creatorCode: "TECHNO" });
    expect(await orderOf(orderId)).toMatchObject({ referralCode: "TECHNO", amountCents: 400 });
  });

  it("refuses a typed code that does not apply, with a field message, before PayPal, and changes nothing", async () => {
    const now = Date.now();
    const cases: [Record<string, unknown> | null, string, string][] = [
      [null, "NOSUCHCODE", CREATOR_CODE_REFUSALS.unknown("NOSUCHCODE")],
      [{ active: false }, "TECHNO", CREATOR_CODE_REFUSALS.inactive("TECHNO")],
      [{ active: true, endsAt: new Date(now - HOUR) }, "TECHNO", CREATOR_CODE_REFUSALS.ended("TECHNO")],
      [{ endsAt: null, maxUses: 0 }, "TECHNO", CREATOR_CODE_REFUSALS.usedUp("TECHNO")],
    ];
    const paypalBefore = await simulator.requestCount("paypal", "POST", "/v2/checkout/orders");
    for (const [terms, code, message] of cases) {
      if (terms) await setTerms("TECHNO", terms);
      const res = await createOrderRequest({ username: await freshBuyer(), email: "b@example.com", tosAccepted: true, creatorCode: code });
      expect(res.status).toBe(422);
      expect((await res.json()).error).toMatchObject({ code: "unprocessable_entity", message, fields: { creatorCode: message } });
    }
    await setTerms("TECHNO", { maxUses: null, startsAt: new Date(now + 24 * HOUR) });
    const res = await createOrderRequest({ username: await freshBuyer(), email: "b@example.com", tosAccepted: true, creatorCode: "TECHNO" });
    expect((await res.json()).error.message).toMatch(/^The creator code TECHNO starts on \d{1,2} \w+ \d{4}, \d\d:\d\d UTC\.$/);

    expect(await simulator.requestCount("paypal", "POST", "/v2/checkout/orders")).toBe(paypalBefore);
    expect(await prisma.order.count()).toBe(0);
    expect((await prisma.referralCode.findUniqueOrThrow({ where: { code: "TECHNO" } })).uses).toBe(0);
  });

  it("answers a malformed typed code with a 400 field error", async () => {
    const res = await createOrderRequest({ username: "Notch", email: "b@example.com", tosAccepted: true, creatorCode: "no spaces!" });
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields).toEqual({ creatorCode: "A creator code is 1 to 20 letters A-Z or digits 0-9." });
  });

  it("still attributes a link's code that gives no discount, at the current price", async () => {
    await setTerms("YOUTUBE", { discountPercent: 20, active: false });
    const orderId = await startPurchase({ username: await freshBuyer(), referralCode: "YOUTUBE" });
    expect(await orderOf(orderId)).toMatchObject({ referralCode: "YOUTUBE", amountCents: 500, discountCents: 0, commissionCents: null, codeUseHeld: false });
  });

  it("gives 20 buyers racing for a code with 3 uses left exactly 3 discounted orders; the others are told before PayPal", async () => {
    await setTerms("TECHNO", { discountPercent: 10, maxUses: 5, uses: 2 });
    const buyers = await Promise.all(Array.from({ length: 20 }, () => freshBuyer()));
    const paypalBefore = await simulator.requestCount("paypal", "POST", "/v2/checkout/orders");
    const answers = await Promise.all(
      buyers.map((username) => createOrderRequest({ username, email: "race@example.com", tosAccepted: true, creatorCode: "TECHNO" })),
    );
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 422)).toHaveLength(17);
    for (const res of answers.filter((r) => r.status === 422)) expect((await res.json()).error.message).toBe(CREATOR_CODE_REFUSALS.usedUp("TECHNO"));
    expect(await simulator.requestCount("paypal", "POST", "/v2/checkout/orders")).toBe(paypalBefore + 3);

    const orders = await prisma.order.findMany();
    expect(orders.map((o) => o.amountCents)).toEqual([450, 450, 450]);
    expect((await prisma.referralCode.findUniqueOrThrow({ where: { code: "TECHNO" } })).uses).toBe(5);

    // One closes unpaid: its use comes back, once, and the next buyer gets it.
    const closing = orders[0]!;
    for (let i = 0; i < 2; i++) await closeOrder(closing, "EXPIRED", { now: new Date() });
    expect((await prisma.referralCode.findUniqueOrThrow({ where: { code: "TECHNO" } })).uses).toBe(4);
    const next = await startPurchase({ username: await freshBuyer(), creatorCode: "TECHNO" });
    expect((await orderOf(next)).amountCents).toBe(450);
    expect((await prisma.referralCode.findUniqueOrThrow({ where: { code: "TECHNO" } })).uses).toBe(5);
  });

  it("takes the use again when an order closed unpaid is captured after all, at the approved price", async () => {
    await setTerms("TECHNO", { discountPercent: 10, maxUses: 1 });
    const orderId = await startPurchase({ username: await freshBuyer(), creatorCode: "TECHNO" });
    await simulator.approve(orderId);
    await closeOrder(await orderOf(orderId), "EXPIRED", { now: new Date() });
    expect((await prisma.referralCode.findUniqueOrThrow({ where: { code: "TECHNO" } })).uses).toBe(0);

    expect((await captureRequest(orderId)).status).toBe(200);
    expect(await orderOf(orderId)).toMatchObject({ status: "COMPLETED", amountCents: 450, codeUseHeld: true });
    expect((await prisma.referralCode.findUniqueOrThrow({ where: { code: "TECHNO" } })).uses).toBe(1);
  });

  it("gives back the use when PayPal cannot create the order", async () => {
    await setTerms("TECHNO", { maxUses: 1 });
    await simulator.failNextOrderCreate();
    const res = await createOrderRequest({ username: await freshBuyer(), email: "b@example.com", tosAccepted: true, creatorCode: "TECHNO" });
    expect(res.status).toBe(503);
    expect((await prisma.referralCode.findUniqueOrThrow({ where: { code: "TECHNO" } })).uses).toBe(0);
  });

  it("prices at a running sale, then the code's discount on it, and keeps the sale on the order", async () => {
    const sale = await scheduleSale(400, new Date(Date.now() - HOUR), new Date(Date.now() + HOUR));
    await setTerms("TECHNO", { discountPercent: 10 });
    const plain = await startPurchase({ username: await freshBuyer() });
    expect(await orderOf(plain)).toMatchObject({ amountCents: 400, listPriceCents: 500, saleId: sale.id, discountCents: 0 });
    const coded = await startPurchase({ username: await freshBuyer(), creatorCode: "TECHNO" });
    expect(await orderOf(coded)).toMatchObject({ amountCents: 360, saleId: sale.id, discountCents: 40 });
  });

  it("ignores a sale not yet started, ended or cancelled", async () => {
    await scheduleSale(300, new Date(Date.now() + HOUR), new Date(Date.now() + 2 * HOUR));
    await scheduleSale(300, new Date(Date.now() - 2 * HOUR), new Date(Date.now() - HOUR));
    const cancelled = await scheduleSale(300, new Date(Date.now() - HOUR), new Date(Date.now() + HOUR));
    await prisma.sale.update({ where: { id: cancelled.id }, data: { cancelledAt: new Date() } });
    const orderId = await startPurchase({ username: await freshBuyer() });
    expect(await orderOf(orderId)).toMatchObject({ amountCents: 500, saleId: null });
  });

  it("charges the approved amount when the sale ends and the code runs out between approval and capture", async () => {
    const sale = await scheduleSale(400, new Date(Date.now() - HOUR), new Date(Date.now() + HOUR));
    await setTerms("TECHNO", { discountCents: 50, maxUses: 1 });
    const orderId = await startPurchase({ username: await freshBuyer(), creatorCode: "TECHNO" });
    await simulator.approve(orderId);
    await prisma.sale.update({ where: { id: sale.id }, data: { endsAt: new Date(Date.now() - 1000) } });
    await setTerms("TECHNO", { active: false });

    expect((await captureRequest(orderId)).status).toBe(200);
    expect(await orderOf(orderId)).toMatchObject({ status: "COMPLETED", amountCents: 350 });
    // The capture is accepted only for the amount the order stored, which is what PayPal was asked for.
    expect((await simulator.order(orderId)).purchaseUnits[0]?.amount).toMatchObject({ currency_code: "USD", value: "3.50" });
  });
});
