import { afterEach, describe, expect, it } from "vitest";

import { prisma } from "@/lib/database/db";
import { getOrderReceipt, getReceipt } from "@/lib/downloads/receipt";
import { refundPackSeat } from "@/lib/payments/refund-pack-seat";
import { revokeForRefund } from "@/lib/payments/revoke-for-refund";
import { quarterOf, quarterRange, quarterReturn } from "@/lib/tax/quarter-return";

import { ADMIN_CTX } from "../../support/admin-fixtures";
import { captureRequest, deletePurchases, freshBuyer, startPurchase } from "../../support/purchase";
import { simulator } from "../../support/simulator-controls";
import { GERMAN_ADDRESS, taxConfig, US_ADDRESS, useVatSettings, vatSale } from "../../support/tax";

/** A paid order from a buyer in `payerCountry`, made from `address`, recorded as captured at `capturedAt`. */
async function sale(payerCountry: string, address: string, capturedAt: Date) {
  const order = await vatSale(payerCountry, address);
  return prisma.order.update({ where: { id: order.id }, data: { capturedAt } });
}

const now = new Date();
const thisQuarter = quarterOf(now);
const lastQuarterDay = new Date(quarterRange(thisQuarter).from.getTime() - 86_400_000);
const lastQuarter = quarterOf(lastQuarterDay);

// A quarter's return, per country and rate, from what each sale and refund recorded.
describe("a quarter's VAT return", () => {
  useVatSettings();
  afterEach(deletePurchases);

  it("names quarters and their UTC bounds", () => {
    expect(quarterRange("2026-Q4")).toEqual({ from: new Date("2026-10-01T00:00:00Z"), to: new Date("2027-01-01T00:00:00Z") });
    expect(quarterRange("2027-Q1").from).toEqual(new Date("2027-01-01T00:00:00Z"));
    expect(quarterOf(new Date("2026-12-31T23:59:59Z"))).toBe("2026-Q4");
    expect(quarterOf(new Date("2027-01-01T00:00:00Z"))).toBe("2027-Q1");
    expect(() => quarterRange("2026-Q5")).toThrow();
  });

  it("counts a sale in its quarter and its refund, next quarter, as negative there, with a credit note naming the series", async () => {
    const german = await sale("DE", GERMAN_ADDRESS, lastQuarterDay);
    await sale("FR", GERMAN_ADDRESS, now); // the evidence disagrees: France, for review
    await sale("US", US_ADDRESS, now);
    expect(await revokeForRefund(german.captureId ?? "", "REFUNDED")).toBe(true);
    const refunded = await prisma.order.findUniqueOrThrow({ where: { id: german.id } });
    expect(refunded).toMatchObject({
      status: "REFUNDED",
      receiptNumber: expect.stringMatching(/^\d{4}-000001$/),
      creditNoteNumber: `C${now.getUTCFullYear()}-000001`,
    });

    expect(await quarterReturn(lastQuarter)).toEqual({
      lines: [{ country: "DE", rateBp: 1900, currency: "USD", sales: 1, salesCents: 500, refunds: 0, refundCents: 0, taxableCents: 420, taxCents: 80 }],
      totals: [{ currency: "USD", sales: 1, salesCents: 500, refunds: 0, refundCents: 0, taxableCents: 420, taxCents: 80 }],
    });
    expect(await quarterReturn(thisQuarter)).toEqual({
      lines: [
        { country: "DE", rateBp: 1900, currency: "USD", sales: 0, salesCents: 0, refunds: 1, refundCents: 500, taxableCents: -420, taxCents: -80 },
        { country: "FR", rateBp: 2000, currency: "USD", sales: 1, salesCents: 500, refunds: 0, refundCents: 0, taxableCents: 417, taxCents: 83 },
        { country: "US", rateBp: null, currency: "USD", sales: 1, salesCents: 500, refunds: 0, refundCents: 0, taxableCents: 500, taxCents: 0 },
      ],
      totals: [{ currency: "USD", sales: 2, salesCents: 1000, refunds: 1, refundCents: 500, taxableCents: 497, taxCents: 3 }],
    });
  });

  it("counts a pack's licenses as sales, and a refunded seat with its share of the VAT on a credit note of its own", async () => {
    // Three licenses at $5.00, $15.00 with VAT 19 % inside: $2.39, split $0.80, $0.80, $0.79 over the seats.
    const orderId = await startPurchase({ username: undefined, seats: [{ username: await freshBuyer() }, { gift: {} }, { gift: {} }] });
    await prisma.order.update({ where: { paypalOrderId: orderId }, data: { ipAddress: GERMAN_ADDRESS } });
    await simulator.approve(orderId, false, "DE");
    const captured = await captureRequest(orderId);
    expect(captured.status).toBe(200);
    const { downloadToken } = (await captured.json()) as { downloadToken: string };
    const pack = await prisma.order.findUniqueOrThrow({ where: { paypalOrderId: orderId }, include: { seats: { orderBy: { position: "asc" } } } });
    expect(pack).toMatchObject({ amountCents: 1500, vatCents: 239, receiptNumber: expect.any(String) });
    expect(pack.seats.map((seat) => seat.vatCents)).toEqual([80, 80, 79]);

    await refundPackSeat({ orderId: pack.id, position: 3 }, ADMIN_CTX);
    expect(await prisma.orderSeat.findFirstOrThrow({ where: { orderId: pack.id, position: 3 } })).toMatchObject({
      creditNoteNumber: `C${now.getUTCFullYear()}-000001`,
    });
    expect(await quarterReturn(thisQuarter)).toEqual({
      lines: [{ country: "DE", rateBp: 1900, currency: "USD", sales: 3, salesCents: 1500, refunds: 1, refundCents: 500, taxableCents: 840, taxCents: 160 }],
      totals: [{ currency: "USD", sales: 3, salesCents: 1500, refunds: 1, refundCents: 500, taxableCents: 840, taxCents: 160 }],
    });

    // The printable receipt, from the pack's download link and from the buyer's account, lists the seats and the credit note.
    const printable = {
      ok: true,
      receipt: {
        price: { amountCents: 1500, currency: "USD", quantity: 3 },
        pack: {
          seats: [
            { position: 1, username: pack.seats[0]!.username, refunded: false },
            { position: 2, username: null, refunded: false },
            { position: 3, username: null, refunded: true },
          ],
          creditNotes: [{ number: `C${now.getUTCFullYear()}-000001`, at: expect.any(Date), positions: [3], amountCents: 500, vatCents: 79 }],
        },
      },
    };
    expect(await getReceipt(downloadToken)).toMatchObject(printable);
    expect(await getOrderReceipt(pack.id)).toMatchObject(printable);
  });

  it("keeps a reversal after a refund on the refund's credit note, and counts it once", async () => {
    const order = await sale("DE", GERMAN_ADDRESS, now);
    await revokeForRefund(order.captureId ?? "", "REFUNDED");
    await revokeForRefund(order.captureId ?? "", "REVERSED");
    expect(await prisma.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({
      status: "REVERSED",
      creditNoteNumber: `C${now.getUTCFullYear()}-000001`,
    });
    expect((await quarterReturn(thisQuarter)).totals).toEqual([
      expect.objectContaining({ currency: "USD", sales: 1, refunds: 1, taxCents: 0, taxableCents: 0 }),
    ]);
  });

  it("leaves out sales made with TAX_MODE=off, and gives their refunds no credit note", async () => {
    taxConfig.TAX_MODE = "off";
    try {
      const order = await sale("DE", GERMAN_ADDRESS, now);
      await revokeForRefund(order.captureId ?? "", "REFUNDED");
      expect(await prisma.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({ receiptNumber: null, creditNoteNumber: null });
    } finally {
      taxConfig.TAX_MODE = "vat";
    }
    expect(await quarterReturn(thisQuarter)).toEqual({ lines: [], totals: [] });
  });
});
