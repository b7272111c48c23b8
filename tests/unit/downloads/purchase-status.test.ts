import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";

import { describe, expect, it } from "vitest";

import type { PurchasePrice, PurchaseTimeline } from "@/lib/downloads/purchase-timeline";

import { PurchaseStatus } from "@/components/download/purchase-status";

const PAID = new Date("2026-06-02T10:00:00.000Z");

const timeline = (price: PurchasePrice | null): PurchaseTimeline => ({
  username: "Sniper_Buyer",
  licenseActive: true,
  captureId: price ? "CAPTURE123" : null,
  paidAt: price ? PAID : null,
  whitelistedAt: PAID,
  downloadedAt: null,
  refund: null,
  deactivatedAt: null,
  price,
  receiptNumber: null,
});

/** The price lines as a reader meets them: each term with its value, in order. */
function priceLines(html: string): string[] {
  return [...html.matchAll(/<dt[^>]*>([^<]*)<\/dt><dd[^>]*>([^<]*)<\/dd>/g)].map(([, term, value]) => `${term}: ${value}`);
}

const render = (price: PurchasePrice | null) => renderToStaticMarkup(createElement(PurchaseStatus, { timeline: timeline(price) }));

// The purchase status shows what the buyer paid, and how a sale or a creator code brought it down.
describe("PurchaseStatus's price", () => {
  it("shows the regular price, the sale's price, the code's discount and the amount paid", () => {
    const html = render({
      amountCents: 360,
      currency: "USD",
      quantity: 1,
      breakdown: { listPriceCents: 500, sale: { label: "Summer sale", priceCents: 400 }, code: { code: "TECHNO", discountCents: 40 } },
    });
    expect(priceLines(html)).toEqual(["Regular price: $5.00", "Summer sale: $4.00", "Creator code TECHNO: -$0.40", "Amount paid: $3.60"]);
    // The steps of the timeline stay the only list items.
    expect(html.match(/<li/g)).toHaveLength(3);
  });

  it("shows a pack's bulk discount and what each of its licenses cost, above the amount paid for all", () => {
    const html = render({
      amountCents: 2160,
      currency: "USD",
      quantity: 6,
      breakdown: { listPriceCents: 500, sale: null, tier: { percent: 20, cents: 100 }, code: { code: "TECHNO", discountCents: 40 } },
    });
    expect(priceLines(html)).toEqual([
      "Regular price: $5.00",
      "Bulk discount 20 %: -$1.00",
      "Creator code TECHNO: -$0.40",
      "Each of 6 licenses: $3.60",
      "Amount paid: $21.60",
    ]);
  });

  it("shows only the lines that apply: a code alone, or a sale alone", () => {
    expect(
      priceLines(
        render({ amountCents: 450, currency: "USD", quantity: 1, breakdown: { listPriceCents: 500, sale: null, code: { code: "TECHNO", discountCents: 50 } } }),
      ),
    ).toEqual(["Regular price: $5.00", "Creator code TECHNO: -$0.50", "Amount paid: $4.50"]);
    expect(
      priceLines(
        render({
          amountCents: 400,
          currency: "USD",
          quantity: 1,
          breakdown: { listPriceCents: 500, sale: { label: "Flash sale", priceCents: 400 }, code: null },
        }),
      ),
    ).toEqual(["Regular price: $5.00", "Flash sale: $4.00", "Amount paid: $4.00"]);
  });

  it("shows a purchase at the regular price as the amount paid alone, and a license without an order with no price", () => {
    const plain = render({ amountCents: 500, currency: "USD", quantity: 1, breakdown: null });
    expect(priceLines(plain)).toEqual(["Amount paid: $5.00"]);
    expect(plain).not.toContain("Regular price");
    expect(plain).not.toContain("Creator code");
    const added = render(null);
    expect(priceLines(added)).toEqual([]);
    expect(added).not.toContain("Amount paid");
  });
});

// The printable receipt is reached from the purchase status, for an order with a receipt number.
describe("PurchaseStatus's printable receipt", () => {
  const price = { amountCents: 500, currency: "USD", quantity: 1, breakdown: null };

  it("links the printable receipt when the page gives its address", () => {
    const html = renderToStaticMarkup(
      createElement(PurchaseStatus, { timeline: { ...timeline(price), receiptNumber: "2026-000001" }, receiptHref: "/download/receipt?access=tok" }),
    );
    expect(html).toContain('<a class="text-brand-300 underline underline-offset-2" href="/download/receipt?access=tok">Printable receipt</a>');
  });

  it("has no such link without one (an order sold with TAX_MODE=off)", () => {
    expect(render(price)).not.toContain("Printable receipt");
  });
});
