import rates from "sales-tax/res/sales_tax_rates.json" with { type: "json" };
import { afterEach, describe, expect, it } from "vitest";

import { prisma } from "@/lib/database/db";
import { quarterOf, quarterReturn } from "@/lib/tax/quarter-return";
import { VAT_SOURCE } from "@/lib/tax/sale-tax";

import { captureRequest, deletePurchases, freshBuyer, startPurchase } from "../../support/purchase";
import { simulator } from "../../support/simulator-controls";
import { GERMAN_ADDRESS, taxConfig, US_ADDRESS, useVatSettings, vatSale } from "../../support/tax";
import { deliverWebhook } from "../../support/webhook-delivery";

const YEAR = new Date().getUTCFullYear();

/** A purchase made from `address`, approved by a PayPal payer in `payerCountry`, and captured: its order row. */
const buy = ({ address, payerCountry }: { address: string | null; payerCountry: string }) => vatSale(payerCountry, address);

// With TAX_MODE=vat, each sale records where the buyer is, the VAT inside its price and a receipt number.
describe("a sale's tax record", () => {
  useVatSettings();
  afterEach(deletePurchases);

  it("records a German sale of $5.00 whose evidence agrees: Germany, 19 %, $0.80 of VAT, the rates' source and receipt 1", async () => {
    const order = await buy({ address: GERMAN_ADDRESS, payerCountry: "DE" });
    expect(order).toMatchObject({
      amountCents: 500,
      ipCountry: "DE",
      payerCountry: "DE",
      taxCountry: "DE",
      taxReview: false,
      vatRateBp: 1900,
      vatCents: 80,
      vatSource: VAT_SOURCE,
      receiptNumber: `${YEAR}-000001`,
    });
    expect(VAT_SOURCE).toBe("sales-tax 2.23.0 (2026-05-19)");
  });

  it("keeps the rate a sale was made at when the rate table changes afterwards", async () => {
    const first = await buy({ address: GERMAN_ADDRESS, payerCountry: "DE" });
    // The package's table as a later version would have it: Germany at 21 %.
    const germany = (rates as unknown as Record<string, { rate: number }>).DE!;
    const before = germany.rate;
    germany.rate = 0.21;
    try {
      const second = await buy({ address: GERMAN_ADDRESS, payerCountry: "DE" });
      expect(second).toMatchObject({ vatRateBp: 2100, vatCents: 87 });
    } finally {
      germany.rate = before;
    }
    expect(await prisma.order.findUniqueOrThrow({ where: { id: first.id } })).toMatchObject({ vatRateBp: 1900, vatCents: 80 });
    const { lines } = await quarterReturn(quarterOf(new Date()));
    expect(lines.map((line) => [line.country, line.rateBp, line.sales, line.taxCents])).toEqual([
      ["DE", 2100, 1, 87],
      ["DE", 1900, 1, 80],
    ]);
  });

  it("takes the PayPal country when the evidence disagrees, and marks the order for review; nothing is refused", async () => {
    const order = await buy({ address: US_ADDRESS, payerCountry: "FR" });
    expect(order).toMatchObject({ status: "COMPLETED", ipCountry: "US", payerCountry: "FR", taxCountry: "FR", taxReview: true, vatRateBp: 2000, vatCents: 83 });
  });

  it("takes the PayPal country when the address gives none (a private one), marked for review", async () => {
    const order = await buy({ address: "10.1.2.3", payerCountry: "DE" });
    expect(order).toMatchObject({ ipCountry: null, payerCountry: "DE", taxCountry: "DE", taxReview: true, vatCents: 80 });
  });

  it("records the country but no VAT outside the EU and the UK", async () => {
    const order = await buy({ address: US_ADDRESS, payerCountry: "US" });
    expect(order).toMatchObject({ taxCountry: "US", taxReview: false, vatRateBp: null, vatCents: null, vatSource: null, receiptNumber: `${YEAR}-000001` });
  });

  it("charges an EU buyer the seller's own rate under the home scheme, and a UK buyer the UK's", async () => {
    taxConfig.VAT_SCHEME = "home";
    try {
      expect(await buy({ address: null, payerCountry: "HU" })).toMatchObject({ taxCountry: "HU", vatRateBp: 1900, vatCents: 80 });
      expect(await buy({ address: null, payerCountry: "GB" })).toMatchObject({ taxCountry: "GB", vatRateBp: 2000, vatCents: 83 });
    } finally {
      taxConfig.VAT_SCHEME = "union-oss";
    }
  });

  it("asks PayPal for the payer's country when the sale is recorded from its webhook (the capture event has no payer)", async () => {
    const orderId = await startPurchase({ username: await freshBuyer() });
    await prisma.order.update({ where: { paypalOrderId: orderId }, data: { ipAddress: GERMAN_ADDRESS } });
    await simulator.approve(orderId, false, "DE");
    await simulator.captureAtPaypal(orderId);
    const delivered = await deliverWebhook(await simulator.webhook("PAYMENT.CAPTURE.COMPLETED", orderId));
    expect(await delivered.json()).toEqual({ received: true, outcome: "processed" });
    expect(await prisma.order.findUniqueOrThrow({ where: { paypalOrderId: orderId } })).toMatchObject({
      status: "COMPLETED",
      payerCountry: "DE",
      taxCountry: "DE",
      taxReview: false,
      vatCents: 80,
    });
  });

  it("gives 40 captures at once 40 consecutive receipt numbers, none twice, none skipped", async () => {
    const orderIds = await Promise.all(Array.from({ length: 40 }, async () => startPurchase({ username: await freshBuyer() })));
    for (const orderId of orderIds) await simulator.approve(orderId, false, "DE");
    const answers = await Promise.all(orderIds.map((orderId) => captureRequest(orderId)));
    expect(answers.map((res) => res.status)).toEqual(orderIds.map(() => 200));
    const numbers = (await prisma.order.findMany({ where: { paypalOrderId: { in: orderIds } }, select: { receiptNumber: true } }))
      .map((order) => order.receiptNumber)
      .sort();
    expect(numbers).toEqual(Array.from({ length: 40 }, (_, i) => `${YEAR}-${String(i + 1).padStart(6, "0")}`));
  });
});

describe("with TAX_MODE=off (the default)", () => {
  afterEach(deletePurchases);

  it("records no evidence, no VAT and no receipt number, and numbers nothing", async () => {
    expect(taxConfig.TAX_MODE).toBe("off");
    const order = await buy({ address: GERMAN_ADDRESS, payerCountry: "DE" });
    expect(order).toMatchObject({
      status: "COMPLETED",
      ipCountry: null,
      payerCountry: null,
      taxCountry: null,
      taxReview: false,
      vatRateBp: null,
      vatCents: null,
      vatSource: null,
      receiptNumber: null,
    });
    expect(await prisma.documentNumber.count()).toBe(0);
  });
});
