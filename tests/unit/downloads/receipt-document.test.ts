import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";

import { describe, expect, it } from "vitest";

import type { PrintableReceipt } from "@/lib/downloads/receipt";

import { ReceiptDocument } from "@/components/download/receipt-document";

const SELLER = { name: "Sniper Mods GmbH", address: "Hauptstraße 1, 10115 Berlin, Germany", vatId: "DE123456789" };
const RECEIPT: PrintableReceipt = {
  username: "Notch",
  paypalOrderId: "5O190127TN364715T",
  captureId: "3C679366HH908993F",
  paidAt: new Date("2026-11-21T10:05:00.000Z"),
  price: { amountCents: 500, currency: "USD", breakdown: null, quantity: 1 },
  tosVersion: "1.0",
  tosAcceptedAt: new Date("2026-11-21T10:00:00.000Z"),
  receipt: {
    number: "2026-000001",
    seller: SELLER,
    buyerCountry: "DE",
    vat: { rateBp: 1900, cents: 80, country: "DE" },
  },
  creditNote: null,
  pack: null,
};

/** The document's text as a reader meets it, one element's text per line. */
const text = (receipt: PrintableReceipt) =>
  renderToStaticMarkup(createElement(ReceiptDocument, { receipt }))
    .replaceAll(/<[^>]+>/g, "\n")
    .replaceAll("&#x27;", "'")
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

// The printable receipt shows what the receipt e-mail says, and a refund's credit note.
describe("ReceiptDocument", () => {
  it("shows the receipt's number and day, the seller, the buyer's country, the transaction and the VAT inside the price", () => {
    expect(text(RECEIPT)).toEqual([
      "Receipt",
      "Receipt 2026-000001 of 21 November 2026",
      "Seller",
      "Sniper Mods GmbH",
      "Hauptstraße 1, 10115 Berlin, Germany",
      "VAT ID: DE123456789",
      "Buyer",
      "Minecraft account: Notch",
      "Buyer's country: Germany",
      "Date: 21 November 2026, 10:05 UTC",
      "PayPal transaction: 3C679366HH908993F",
      "Order: 5O190127TN364715T",
      expect.stringContaining("one-time, permanent license"),
      "Amount paid",
      "$5.00",
      "incl. VAT 19 % (Germany) $0.80",
      "Terms of Service: version 1.0, accepted 2026-11-21T10:00:00.000Z. All sales are final.",
    ]);
    const html = renderToStaticMarkup(createElement(ReceiptDocument, { receipt: RECEIPT }));
    expect(html).toMatch(/^<article [^>]*class="receipt-print /);
    expect(html.match(/<h1/g)).toHaveLength(1);
  });

  it("adds the credit note of a refund, correcting the receipt, with the refund's date and the amounts negative", () => {
    const lines = text({ ...RECEIPT, creditNote: { number: "C2026-000001", at: new Date("2027-01-04T08:30:00.000Z") } });
    const at = lines.indexOf("Credit note C2026-000001, correcting receipt 2026-000001");
    expect(at).toBeGreaterThan(0);
    expect(lines.slice(at)).toEqual([
      "Credit note C2026-000001, correcting receipt 2026-000001",
      "Date of the refund: 4 January 2027, 08:30 UTC",
      "Amount",
      "-$5.00",
      "incl. VAT 19 % (Germany) -$0.80",
    ]);
  });

  it("has no VAT line for a country without VAT, no VAT id when the seller has none, and the discounts a sale gave", () => {
    const lines = text({
      ...RECEIPT,
      price: {
        amountCents: 400,
        currency: "USD",
        quantity: 1,
        breakdown: { listPriceCents: 500, sale: { label: "Summer sale", priceCents: 400 }, code: null },
      },
      receipt: { ...RECEIPT.receipt, seller: { ...SELLER, vatId: null }, buyerCountry: "US", vat: null },
    });
    expect(lines).toContain("Buyer's country: United States");
    expect(lines.join("\n")).not.toMatch(/VAT/);
    expect(lines).toEqual(expect.arrayContaining(["Regular price", "$5.00", "Summer sale", "$4.00", "Amount paid", "$4.00"]));
  });

  it("lists a pack's licenses, its bulk discount and each license's price, and a credit note for its refunded seats", () => {
    const lines = text({
      ...RECEIPT,
      username: null,
      price: { amountCents: 1200, currency: "USD", quantity: 3, breakdown: { listPriceCents: 500, sale: null, tier: { percent: 20, cents: 100 }, code: null } },
      receipt: { ...RECEIPT.receipt, vat: { rateBp: 1900, cents: 192, country: "DE" } },
      pack: {
        seats: [
          { position: 1, username: "Notch", refunded: false },
          { position: 2, username: "jeb_", refunded: true },
          { position: 3, username: null, refunded: false },
        ],
        creditNotes: [{ number: "C2026-000004", at: new Date("2026-12-01T09:00:00.000Z"), positions: [2], amountCents: 400, vatCents: 64 }],
      },
    });
    expect(lines).toEqual(
      expect.arrayContaining([
        "A pack of 3 licenses",
        "License 1: Minecraft account Notch",
        "License 2: Minecraft account jeb_ (refunded)",
        "License 3: a gift code, redeemed by its recipient for their own account",
        "Bulk discount 20 %",
        "-$1.00",
        "Each of 3 licenses",
        "$4.00",
        "$12.00",
        "incl. VAT 19 % (Germany) $1.92",
        "Credit note C2026-000004, correcting receipt 2026-000001: license 2",
        "-$4.00",
        "incl. VAT 19 % (Germany) -$0.64",
      ]),
    );
  });
});
