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
  refundedElsewhere: null,
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

  it("lists a pack's seats with their state, offers Refund seat for the ones still paid, and says what was refunded for no seat", () => {
    const seat = (position: number, overrides: Partial<OrderRow["seats"][number]>) => ({
      position,
      username: null,
      gift: null,
      amount: "4.00",
      refundReason: null,
      licenseActive: null,
      ...overrides,
    });
    const html = renderToStaticMarkup(
      createElement(OrdersTable, {
        orders: [
          row("1", {
            username: null,
            minecraftUuid: null,
            licenseActive: null,
            amount: "12.00",
            quantity: 3,
            refundedElsewhere: "4.00",
            seats: [
              seat(1, { username: "Notch", licenseActive: true }),
              seat(2, { username: "jeb_", licenseActive: false, refundReason: "Seat refunded by the seller" }),
              seat(3, { gift: { state: "unredeemed" } }),
            ],
          }),
        ],
        nextCursor: null,
        approvedOnly: false,
      }),
    );
    const [pack] = rows(html);
    expect(pack?.Amount).toBe("12.00 USD 3 × 4.00");
    expect(pack?.Buyer).toContain("Pack of 3");
    expect(pack?.Buyer?.replaceAll("&#x27;", "'").replaceAll("&quot;", '"')).toContain(ADMIN_ORDERS.refundedElsewhere("4.00 USD"));
    expect(pack?.Buyer).toContain("1. Notch Active Refund seat");
    expect(pack?.Buyer).toContain("2. jeb_ refunded: Seat refunded by the seller");
    expect(html.match(/aria-label="Refund seat \d of order PAYPAL1"/g)).toEqual([
      'aria-label="Refund seat 1 of order PAYPAL1"',
      'aria-label="Refund seat 3 of order PAYPAL1"',
    ]);
  });
});
