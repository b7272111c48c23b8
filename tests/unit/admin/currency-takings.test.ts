import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";

import { describe, expect, it } from "vitest";

import { CurrencyTakingsTable } from "@/components/admin/currency-takings";

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();

// The Overview's money per currency: each amount in its own currency, none added to another.
describe("CurrencyTakingsTable", () => {
  it("writes each currency's revenue, refunds and net in that currency, one row each", () => {
    const html = renderToStaticMarkup(
      createElement(CurrencyTakingsTable, {
        main: "USD",
        rows: [
          { currency: "USD", paidOrders: 2, revenueCents: 1000, refunds: 0, refundCents: 0, netCents: 1000 },
          { currency: "EUR", paidOrders: 3, revenueCents: 1497, refunds: 1, refundCents: 499, netCents: 998 },
        ],
      }),
    );
    const rows = [...html.slice(html.indexOf("<tbody")).matchAll(/<tr[^>]*>(.*?)<\/tr>/g)].map(([, cells = ""]) =>
      [...cells.matchAll(/<td[^>]*>(.*?)<\/td>/g)].map(([, cell = ""]) => text(cell)),
    );
    expect(rows).toEqual([
      ["USD", "2", "$10.00", "—", "$10.00"],
      ["EUR", "3", "€14.97", "1 (€4.99)", "€9.98"],
    ]);
    expect(text(html)).toContain("The totals and charts above count money in USD only");
  });
});
