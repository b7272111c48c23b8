import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";

import { describe, expect, it } from "vitest";

import type { OrderRow } from "@/lib/admin/list-orders";
import { ADMIN_ORDERS } from "@/lib/content/admin/orders";

import { OrdersTable } from "@/components/admin/orders-table";

const row = (id: string, overrides: Partial<OrderRow>): OrderRow => ({
  id,
  paypalOrderId: `PAYPAL${id}`,
  captureId: `CAPTURE${id}`,
  status: "COMPLETED",
  closedReason: null,
  approved: true,
  lastFailure: null,
  listPrice: "5.00",
  saleLabel: null,
  discount: null,
  amount: "5.00",
  currency: "USD",
  username: "Sniper_Buyer",
  minecraftUuid: "00000000-0000-4000-8000-000000000000",
  gift: null,
  email: null,
  referralCode: null,
  createdAt: "2026-06-02T10:00:00.000Z",
  capturedAt: "2026-06-02T10:01:00.000Z",
  licenseActive: true,
  quantity: 1,
  seats: [],
  ...overrides,
});

/** Each body row's cells, as [column name, text]: the table names every cell after its column. */
function rows(html: string): Record<string, string>[] {
  const body = html.slice(html.indexOf("<tbody"));
  return [...body.matchAll(/<tr[^>]*>(.*?)<\/tr>/g)].map(([, cells = ""]) =>
    Object.fromEntries(
      [...cells.matchAll(/<td[^>]*data-label="([^"]*)"[^>]*>(.*?)<\/td>/g)].map(([, label, text = ""]) => [
        label,
        text
          .replace(/<[^>]+>/g, " ")
          .replace(/\s+/g, " ")
          .trim(),
      ]),
    ),
  );
}

// Admin Orders show how each order was priced.
describe("OrdersTable", () => {
  it("shows the list price, the sale, the code and its discount, and the amount of each order", () => {
    const html = renderToStaticMarkup(
      createElement(OrdersTable, {
        orders: [
          row("1", { saleLabel: "Summer sale", referralCode: "TECHNO", discount: "0.40", amount: "3.60" }),
          row("2", { referralCode: "YOUTUBE" }),
          row("3", {}),
        ],
        nextCursor: null,
        approvedOnly: false,
      }),
    );
    for (const column of ["List price", "Sale", "Referral", "Discount", "Amount"]) expect(ADMIN_ORDERS.columns).toContain(column);
    const [sale, code, plain] = rows(html);
    expect(sale).toMatchObject({ "List price": "5.00 USD", Sale: "Summer sale", Referral: "TECHNO", Discount: "-0.40 USD", Amount: "3.60 USD" });
    expect(code).toMatchObject({ "List price": "5.00 USD", Sale: "—", Referral: "YOUTUBE", Discount: "—", Amount: "5.00 USD" });
    expect(plain).toMatchObject({ "List price": "5.00 USD", Sale: "—", Referral: "—", Discount: "—", Amount: "5.00 USD" });
    // The status stays the second cell (the e2e helpers read it there).
    expect(Object.keys(sale ?? {}).slice(0, 2)).toEqual(["Created", "Status"]);
  });
});
