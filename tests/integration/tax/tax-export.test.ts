import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

import { saveExchangeRateAction } from "@/lib/admin/actions/tax";
import { csvCell } from "@/lib/admin/csv";
import { prisma } from "@/lib/database/db";
import { quarterOf, quarterRange } from "@/lib/tax/quarter-return";

import { GET as taxRoute } from "@/app/admin/(api)/export/tax/route";

import { createOrder } from "../../support/admin-fixtures";
import { signInAs, signOut } from "../../support/admin-session";
import { deletePurchases } from "../../support/purchase";
import { GERMAN_ADDRESS, useVatSettings, vatSale } from "../../support/tax";

const get = (query: string) =>
  taxRoute(new Request(`http://shop.test/admin/export/tax${query}`, { headers: { "x-shop-client-address": "203.0.113.9" } }), {
    params: Promise.resolve({}),
  });

/** The CSV's records as fields (the shop's figures hold no comma or quote, so a plain split reads them). */
const records = (text: string) =>
  text
    .split("\r\n")
    .filter(Boolean)
    .map((line) => line.split(","));

const HEADER = [
  "quarter",
  "country",
  "country_name",
  "vat_rate",
  "currency",
  "sales",
  "sales_amount",
  "refunds",
  "refunds_amount",
  "taxable",
  "vat",
  "taxable_eur",
  "vat_eur",
  "per_eur",
  "taxable_gbp",
  "vat_gbp",
];

/** A record with no figures of its own: the euro or pound total's six empty columns. */
const NONE = ["", "", "", "", "", ""];

const thisQuarter = quarterOf(new Date());

// The quarter's return as a CSV the seller files from, in USD and, with the quarter's rate saved, EUR.
describe("GET /admin/export/tax", () => {
  useVatSettings();
  let admin: Awaited<ReturnType<typeof signInAs>>;
  beforeAll(async () => {
    admin = await signInAs();
  });
  afterAll(signOut);
  afterEach(async () => {
    await deletePurchases();
    await prisma.taxExchangeRate.deleteMany();
  });

  it("downloads a German sale of $5.00: Germany, 19.00, 1 sale, $5.00, $0.80 of VAT; no euros before a rate is saved; audited", async () => {
    await vatSale("DE", GERMAN_ADDRESS);
    const res = await get(`?quarter=${thisQuarter}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8; header=present");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="vat-return-${thisQuarter}.csv"`);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(records(await res.text())).toEqual([
      HEADER,
      [thisQuarter, "DE", "Germany", "19.00", "USD", "1", "5.00", "0", "0.00", "4.20", "0.80", "", "", "", "", ""],
      [thisQuarter, "", "Total", "", "USD", "1", "5.00", "0", "0.00", "4.20", "0.80", "", "", "", "", ""],
      [thisQuarter, "", "Total in euros", "", "EUR", ...NONE, "", "", "", "", ""],
    ]);
    const audit = await prisma.auditLog.findFirstOrThrow({ where: { action: "export.tax" } });
    expect(audit).toMatchObject({ actor: admin.username, success: true, ipAddress: "203.0.113.9", details: { quarter: thisQuarter, rates: {} } });
  });

  it("adds the euro columns and the rate used once the quarter's rate is saved, and audits the rate with the export", async () => {
    await vatSale("DE", GERMAN_ADDRESS);
    expect(await saveExchangeRateAction({ quarter: thisQuarter, currency: "USD", perEur: "1.0830" })).toMatchObject({ ok: true });
    const res = await get(`?quarter=${thisQuarter}`);
    // $4.20 ÷ 1.0830 = €3.878 → €3.88; $0.80 ÷ 1.0830 = €0.739 → €0.74.
    expect(records(await res.text())).toEqual([
      HEADER,
      [thisQuarter, "DE", "Germany", "19.00", "USD", "1", "5.00", "0", "0.00", "4.20", "0.80", "3.88", "0.74", "1.0830", "", ""],
      [thisQuarter, "", "Total", "", "USD", "1", "5.00", "0", "0.00", "4.20", "0.80", "3.88", "0.74", "1.0830", "", ""],
      [thisQuarter, "", "Total in euros", "", "EUR", ...NONE, "3.88", "0.74", "", "", ""],
    ]);
    expect((await prisma.auditLog.findFirstOrThrow({ where: { action: "export.tax" } })).details).toEqual({
      quarter: thisQuarter,
      rates: { USD: "1.0830" },
    });
  });

  it("converts line by line, totals the lines' euros, writes a refund next quarter as a negative number (no formula guard), and a rate of 25.5 % as 25.50", async () => {
    const { from, to } = quarterRange("2026-Q4");
    const inQuarter = new Date(from.getTime() + 86_400_000);
    const order = (n: number, data: Parameters<typeof createOrder>[0]) => createOrder({ receiptNumber: `2026-00000${n}`, capturedAt: inQuarter, ...data });
    await order(1, { taxCountry: "DE", vatRateBp: 1900, vatCents: 80 });
    await order(2, { taxCountry: "FR", vatRateBp: 2000, vatCents: 83 });
    await order(3, { taxCountry: "FI", vatRateBp: 2550, vatCents: 102 });
    await order(4, { taxCountry: "US", vatRateBp: null, vatCents: null });
    // Sold the quarter before, refunded in this one.
    await order(5, {
      taxCountry: "AT",
      vatRateBp: 2000,
      vatCents: 83,
      capturedAt: new Date(from.getTime() - 86_400_000),
      status: "REFUNDED",
      refundedAt: inQuarter,
      creditNoteNumber: "C2026-000001",
    });
    // Outside the quarter: left out.
    await order(6, { taxCountry: "DE", vatRateBp: 1900, vatCents: 80, capturedAt: to });
    expect(await saveExchangeRateAction({ quarter: "2026-Q4", currency: "USD", perEur: "3" })).toMatchObject({ ok: true });
    const rows = records(await (await get("?quarter=2026-Q4")).text());
    expect(rows.slice(1)).toEqual([
      // Taxable and VAT ÷ 3, each rounded half up: AT −4.17 → −1.39, −0.83 → −0.28; DE 0.80 → 0.27; FR 0.83 → 0.28; FI 1.02 → 0.34.
      ["2026-Q4", "AT", "Austria", "20.00", "USD", "0", "0.00", "1", "5.00", "-4.17", "-0.83", "-1.39", "-0.28", "3.0000", "", ""],
      ["2026-Q4", "DE", "Germany", "19.00", "USD", "1", "5.00", "0", "0.00", "4.20", "0.80", "1.40", "0.27", "3.0000", "", ""],
      ["2026-Q4", "FI", "Finland", "25.50", "USD", "1", "5.00", "0", "0.00", "3.98", "1.02", "1.33", "0.34", "3.0000", "", ""],
      ["2026-Q4", "FR", "France", "20.00", "USD", "1", "5.00", "0", "0.00", "4.17", "0.83", "1.39", "0.28", "3.0000", "", ""],
      ["2026-Q4", "US", "United States", "", "USD", "1", "5.00", "0", "0.00", "5.00", "0.00", "1.67", "0.00", "3.0000", "", ""],
      // The euro totals add up the lines: €4.40 taxable, where the dollar total converted would give $13.18 ÷ 3 = €4.39.
      ["2026-Q4", "", "Total", "", "USD", "4", "20.00", "1", "5.00", "13.18", "1.82", "4.40", "0.61", "3.0000", "", ""],
      ["2026-Q4", "", "Total in euros", "", "EUR", ...NONE, "4.40", "0.61", "", "", ""],
    ]);
  });

  it("keeps each currency on its own lines and total, converts none of the euro lines, and writes the UK's lines in pounds", async () => {
    const { from } = quarterRange("2026-Q4");
    const capturedAt = new Date(from.getTime() + 86_400_000);
    const order = (n: number, data: Parameters<typeof createOrder>[0]) => createOrder({ receiptNumber: `2026-00000${n}`, capturedAt, ...data });
    await order(1, { taxCountry: "DE", vatRateBp: 1900, vatCents: 80 }); // $5.00
    await order(2, { taxCountry: "DE", vatRateBp: 1900, vatCents: 80, currency: "EUR", amountCents: 499 }); // €4.99
    await order(3, { taxCountry: "GB", vatRateBp: 2000, vatCents: 73, currency: "GBP", amountCents: 439 }); // £4.39
    await order(4, { taxCountry: "GB", vatRateBp: 2000, vatCents: 83 }); // $5.00 from the UK
    const before = records(await (await get("?quarter=2026-Q4")).text()).slice(1);
    // Without rates: the euro line is in euros already, the rest wait, and so does the UK's dollar line in pounds.
    expect(before).toEqual([
      ["2026-Q4", "DE", "Germany", "19.00", "USD", "1", "5.00", "0", "0.00", "4.20", "0.80", "", "", "", "", ""],
      ["2026-Q4", "DE", "Germany", "19.00", "EUR", "1", "4.99", "0", "0.00", "4.19", "0.80", "4.19", "0.80", "", "", ""],
      ["2026-Q4", "GB", "United Kingdom", "20.00", "USD", "1", "5.00", "0", "0.00", "4.17", "0.83", "", "", "", "", ""],
      ["2026-Q4", "GB", "United Kingdom", "20.00", "GBP", "1", "4.39", "0", "0.00", "3.66", "0.73", "", "", "", "3.66", "0.73"],
      ["2026-Q4", "", "Total", "", "USD", "2", "10.00", "0", "0.00", "8.37", "1.63", "", "", "", "", ""],
      ["2026-Q4", "", "Total", "", "EUR", "1", "4.99", "0", "0.00", "4.19", "0.80", "4.19", "0.80", "", "", ""],
      ["2026-Q4", "", "Total", "", "GBP", "1", "4.39", "0", "0.00", "3.66", "0.73", "", "", "", "", ""],
      ["2026-Q4", "", "Total in euros", "", "EUR", ...NONE, "", "", "", "", ""],
      ["2026-Q4", "GB", "United Kingdom in pounds", "", "GBP", ...NONE, "", "", "", "", ""],
    ]);
    expect(await saveExchangeRateAction({ quarter: "2026-Q4", currency: "USD", perEur: "1.25" })).toMatchObject({ ok: true });
    expect(await saveExchangeRateAction({ quarter: "2026-Q4", currency: "GBP", perEur: "0.8" })).toMatchObject({ ok: true });
    const after = records(await (await get("?quarter=2026-Q4")).text()).slice(1);
    // $ ÷ 1.25 is €: 4.20 → 3.36, 0.80 → 0.64, 4.17 → 3.336 → 3.34, 0.83 → 0.664 → 0.66. £ ÷ 0.8: 3.66 → 4.575 → 4.58, 0.73 → 0.9125 → 0.91.
    // The UK's dollars in pounds, × 0.8 ÷ 1.25: 4.17 → 2.6688 → 2.67, 0.83 → 0.5312 → 0.53.
    expect(after).toEqual([
      ["2026-Q4", "DE", "Germany", "19.00", "USD", "1", "5.00", "0", "0.00", "4.20", "0.80", "3.36", "0.64", "1.2500", "", ""],
      ["2026-Q4", "DE", "Germany", "19.00", "EUR", "1", "4.99", "0", "0.00", "4.19", "0.80", "4.19", "0.80", "", "", ""],
      ["2026-Q4", "GB", "United Kingdom", "20.00", "USD", "1", "5.00", "0", "0.00", "4.17", "0.83", "3.34", "0.66", "1.2500", "2.67", "0.53"],
      ["2026-Q4", "GB", "United Kingdom", "20.00", "GBP", "1", "4.39", "0", "0.00", "3.66", "0.73", "4.58", "0.91", "0.8000", "3.66", "0.73"],
      ["2026-Q4", "", "Total", "", "USD", "2", "10.00", "0", "0.00", "8.37", "1.63", "6.70", "1.30", "1.2500", "", ""],
      ["2026-Q4", "", "Total", "", "EUR", "1", "4.99", "0", "0.00", "4.19", "0.80", "4.19", "0.80", "", "", ""],
      ["2026-Q4", "", "Total", "", "GBP", "1", "4.39", "0", "0.00", "3.66", "0.73", "4.58", "0.91", "0.8000", "", ""],
      ["2026-Q4", "", "Total in euros", "", "EUR", ...NONE, "15.47", "3.01", "", "", ""],
      ["2026-Q4", "GB", "United Kingdom in pounds", "", "GBP", ...NONE, "", "", "", "6.33", "1.26"],
    ]);
  });

  it("keeps the formula guard for text, but writes a plain negative amount as a number", () => {
    expect(csvCell("-4.20")).toBe("-4.20");
    expect(csvCell(-5)).toBe("-5");
    expect(csvCell("-2+3")).toBe("'-2+3");
    expect(csvCell("-4.20.1")).toBe("'-4.20.1");
    expect(csvCell("-")).toBe("'-");
  });

  it.each([[""], ["?quarter="], ["?quarter=2026-Q5"], ["?quarter=2026Q4"], ["?quarter=2026-Q4&extra=1"]])("refuses %j with 400, no audit", async (query) => {
    const res = await get(query);
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe("bad_request");
    expect(await prisma.auditLog.count({ where: { action: "export.tax" } })).toBe(0);
  });

  it("refuses a visitor without an admin session with 401 JSON, no audit", async () => {
    signOut();
    try {
      const res = await get(`?quarter=${thisQuarter}`);
      expect(res.status).toBe(401);
      expect((await res.json()).error.code).toBe("unauthorized");
      expect(await prisma.auditLog.count()).toBe(0);
    } finally {
      await signInAs(admin);
    }
  });
});
