import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";

import { describe, expect, it } from "vitest";

import { formatPrice } from "@/lib/money";
import { quotePrice } from "@/lib/pricing/quote-price";
import { salePricesElsewhere } from "@/lib/pricing/sale-prices-elsewhere";

import { SaleList } from "@/components/admin/sale-list";

const sale = (id: string, priceCents: number) => ({
  id,
  label: `Sale ${id}`,
  priceCents,
  startsAt: "2026-12-01T00:00:00.000Z",
  endsAt: "2026-12-08T00:00:00.000Z",
  cancelledAt: null,
});
const EUR = { currency: "EUR" as const, amountCents: 499 };
const SEK = { currency: "SEK" as const, amountCents: 5500 };

// The seller prices a sale in USD; the list shows what it comes to in each other currency on offer.
describe("a sale's prices in the other currencies", () => {
  it("takes the sale's share off each price point, as create-order will charge it", () => {
    // $4 of $5 is 80 %: €3.99 and 44 kr.
    expect(salePricesElsewhere([sale("a", 400)], [{ currency: "USD", amountCents: 500 }, EUR, SEK])).toEqual({
      a: `${formatPrice(399, "EUR")} · ${formatPrice(4400, "SEK")}`,
    });
    expect(quotePrice({ sale: { ...sale("a", 400), endsAt: new Date() }, code: null, list: EUR }).priceCents).toBe(399);
  });

  it("says nothing while USD is the only currency", () => {
    expect(salePricesElsewhere([sale("a", 400), sale("b", 250)], [])).toEqual({ a: "", b: "" });
  });

  it("shows them under the sale's USD price in the list", () => {
    const html = renderToStaticMarkup(
      createElement(SaleList, { sales: [sale("a", 400), sale("b", 250)], now: "2026-11-30T00:00:00.000Z", elsewhere: { a: "€3.99", b: "" } }),
    );
    expect(html).toContain("$4.00<span");
    expect(html).toContain(">€3.99</span>");
    expect(html).toContain("$2.50</td>");
  });
});
