import { afterEach, describe, expect, it } from "vitest";

import { utcDate, utcDateTime } from "@/lib/content/dates";
import { prisma } from "@/lib/database/db";
import { getPurchaseTimeline } from "@/lib/downloads/purchase-timeline";
import { env } from "@/lib/env";
import { absoluteUrl } from "@/lib/site";

import { captureRequest, deletePurchases, freshBuyer, startPurchase } from "../../support/purchase";
import { simulator } from "../../support/simulator-controls";

describe("the receipt in the outbox", () => {
  afterEach(deletePurchases);

  it("is queued by fulfilment with both parts, the capture's id and time, and links that open the purchase", async () => {
    const orderId = await startPurchase();
    await simulator.approve(orderId);
    const { downloadToken, transactionId } = (await (await captureRequest(orderId)).json()) as { downloadToken: string; transactionId: string };
    const order = await prisma.order.findUniqueOrThrow({ where: { paypalOrderId: orderId } });
    const mail = await prisma.emailOutbox.findUniqueOrThrow({ where: { dedupeKey: `receipt:${order.id}` } });

    const paidAt = utcDateTime(order.capturedAt ?? new Date(0));
    const download = `${absoluteUrl("/download")}?access=${encodeURIComponent(downloadToken)}`;
    for (const part of [mail.text, mail.html ?? ""]) {
      expect(part).toContain(transactionId);
      expect(part).toContain(order.username);
      expect(part).toContain(paidAt);
      expect(part).toContain("5.00 USD");
      expect(part).toContain(`${download}#purchase-status`);
      expect(part).toContain(absoluteUrl("/download/resend"));
      expect(part).not.toMatch(/\bundefined\b|\bNaN\b/);
    }
    // The status link is the download link's own page: it opens this purchase's timeline.
    expect(await getPurchaseTimeline(downloadToken)).toMatchObject({ captureId: transactionId, paidAt: order.capturedAt });
  });

  // With TAX_MODE=vat the receipt is a tax receipt, written from the order as fulfilment just recorded it.
  it("is a tax receipt for a VAT sale: its number and day, the seller, the buyer's country and the VAT inside the amount", async () => {
    const config = env as { -readonly [K in keyof typeof env]: (typeof env)[K] };
    const before = { ...config };
    Object.assign(config, {
      TAX_MODE: "vat",
      SELLER_NAME: "Sniper Mods GmbH",
      SELLER_ADDRESS: "Hauptstraße 1, 10115 Berlin, Germany",
      SELLER_COUNTRY: "DE",
      SELLER_VAT_ID: "DE123456789",
      VAT_SCHEME: "union-oss",
    });
    try {
      const orderId = await startPurchase({ username: await freshBuyer() });
      // Deutsche Telekom's address, which the offline database places in Germany, and a German PayPal payer.
      await prisma.order.update({ where: { paypalOrderId: orderId }, data: { ipAddress: "80.128.0.1" } });
      await simulator.approve(orderId, false, "DE");
      expect((await captureRequest(orderId)).status).toBe(200);
      const order = await prisma.order.findUniqueOrThrow({ where: { paypalOrderId: orderId } });
      const mail = await prisma.emailOutbox.findUniqueOrThrow({ where: { dedupeKey: `receipt:${order.id}` } });

      expect(order.receiptNumber).toMatch(/^\d{4}-000001$/);
      for (const part of [mail.text, (mail.html ?? "").replaceAll("&#x27;", "'")]) {
        expect(part).toContain(`Receipt ${order.receiptNumber} of ${utcDate(order.capturedAt ?? new Date(0))}`);
        expect(part).toContain(`Receipt ${order.capturedAt?.getUTCFullYear()}-`);
        expect(part).toContain("Seller: Sniper Mods GmbH, Hauptstraße 1, 10115 Berlin, Germany");
        expect(part).toContain("VAT ID: DE123456789");
        expect(part).toContain("Buyer's country: Germany");
        expect(part).toContain("incl. VAT 19 % (Germany) $0.80");
        expect(part).toContain(order.captureId ?? "no capture");
      }
    } finally {
      Object.assign(config, before);
    }
  });

  it("is the receipt as before with TAX_MODE=off: no number, no seller, no VAT", async () => {
    expect(env.TAX_MODE).toBe("off");
    const orderId = await startPurchase();
    await simulator.approve(orderId, false, "DE");
    expect((await captureRequest(orderId)).status).toBe(200);
    const order = await prisma.order.findUniqueOrThrow({ where: { paypalOrderId: orderId } });
    const mail = await prisma.emailOutbox.findUniqueOrThrow({ where: { dedupeKey: `receipt:${order.id}` } });
    expect(mail.text).not.toMatch(/Receipt |Seller:|VAT/);
  });
});
