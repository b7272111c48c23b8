import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";

import { describe, expect, it } from "vitest";

import type { OverviewCode, OverviewSale } from "@/lib/admin/overview-breakdown";

import { SalesBreakdown } from "@/components/admin/sales-breakdown";

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();

/** A named section's body rows, each as its cells' text. */
function sectionRows(html: string, heading: string): string[][] {
  const start = html.indexOf(`>${heading}</h3>`);
  const section = html.slice(start, html.indexOf("</section>", start));
  const body = section.slice(section.indexOf("<tbody"));
  return [...body.matchAll(/<tr[^>]*>(.*?)<\/tr>/g)].map(([, cells = ""]) => [...cells.matchAll(/<td[^>]*>(.*?)<\/td>/g)].map(([, cell = ""]) => text(cell)));
}

const code = (code: string, overrides: Partial<OverviewCode> = {}): OverviewCode => ({
  code,
  currency: "USD",
  paidOrders: 1,
  revenueCents: 500,
  discountCents: 0,
  refunds: 0,
  refundCents: 0,
  ...overrides,
});

const sale: OverviewSale = {
  id: "sale-1",
  label: "Spring sale",
  priceCents: 400,
  startsAt: "2026-03-01T00:00:00.000Z",
  endsAt: "2026-03-08T00:00:00.000Z",
  cancelledAt: "2026-03-05T12:30:00.000Z",
  paidOrders: 3,
  revenueCents: 1160,
  discountCents: 40,
  refunds: 1,
  refundCents: 400,
  currency: "USD",
};

// The Overview's revenue and sales per creator code and per sale.
describe("SalesBreakdown", () => {
  it("shows each code's paid orders, revenue, discount given and refunds, and each sale's window, orders and revenue", () => {
    const html = renderToStaticMarkup(
      createElement(SalesBreakdown, {
        byCode: [code("TECHNO", { paidOrders: 2, revenueCents: 810, discountCents: 90, refunds: 1, refundCents: 450 }), code("YOUTUBE")],
        bySale: [sale],
      }),
    );
    expect(sectionRows(html, "Per creator code")).toEqual([
      ["TECHNO", "2", "$8.10", "$0.90", "1 ($4.50)"],
      ["YOUTUBE", "1", "$5.00", "$0.00", "—"],
    ]);
    // A cancelled sale's window ends when it was cancelled, and says so.
    expect(sectionRows(html, "Per sale")).toEqual([["Spring sale", "$4.00", "2026-03-01 00:00 to 2026-03-05 12:30 cancelled", "3", "$11.60", "1 ($4.00)"]]);
  });

  it("writes each row's money in its own currency: a code or a sale that sold in two currencies has a row for each", () => {
    const html = renderToStaticMarkup(
      createElement(SalesBreakdown, {
        byCode: [code("TECHNO", { paidOrders: 2, revenueCents: 1000 }), code("TECHNO", { currency: "EUR", revenueCents: 449, discountCents: 50 })],
        bySale: [sale, { ...sale, currency: "GBP", paidOrders: 1, revenueCents: 359, refunds: 0, refundCents: 0 }],
      }),
    );
    expect(sectionRows(html, "Per creator code")).toEqual([
      ["TECHNO", "2", "$10.00", "$0.00", "—"],
      ["TECHNO", "1", "€4.49", "€0.50", "—"],
    ]);
    // The sale's price is the USD one it was set at; each row's revenue is in the currency its orders paid.
    expect(sectionRows(html, "Per sale").map((row) => [row[1], row[3], row[4]])).toEqual([
      ["$4.00", "3", "$11.60"],
      ["$4.00", "1", "£3.59"],
    ]);
  });

  it("says so when no paid order came with a code and no sale ran", () => {
    const html = text(renderToStaticMarkup(createElement(SalesBreakdown, { byCode: [], bySale: [] })));
    expect(html).toContain("No order paid in the period came with a code.");
    expect(html).toContain("No sale ran in the period.");
  });
});
