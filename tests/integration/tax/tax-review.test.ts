import { randomUUID } from "node:crypto";

import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

import { confirmTaxCountryAction, setTaxCountryAction } from "@/lib/admin/actions/tax";
import { listTaxReviews, TAX_REVIEW_LIMIT } from "@/lib/admin/list-tax-reviews";
import { prisma } from "@/lib/database/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { revokeForRefund } from "@/lib/payments/revoke-for-refund";
import { quarterOf, quarterReturn } from "@/lib/tax/quarter-return";
import { VAT_SOURCE } from "@/lib/tax/sale-tax";

import { createOrder } from "../../support/admin-fixtures";
import { signInAs, signOut } from "../../support/admin-session";
import { deletePurchases } from "../../support/purchase";
import { taxConfig, US_ADDRESS, useVatSettings, vatSale } from "../../support/tax";

const CHECK_FIELDS = "Please check the highlighted fields.";
let receipts = 0;

/** An order paid with tax records on whose evidence disagreed: PayPal says France, the address the United States. */
const underReview = (data: Partial<Prisma.OrderUncheckedCreateInput> = {}) =>
  createOrder({
    payerCountry: "FR",
    ipCountry: "US",
    taxCountry: "FR",
    taxReview: true,
    vatRateBp: 2000,
    vatCents: 83,
    vatSource: "sales-tax 2.20.0 (2025-01-10)",
    receiptNumber: `2026-${String((receipts += 1)).padStart(6, "0")}`,
    ...data,
  });

const taxFields = (id: string) =>
  prisma.order.findUniqueOrThrow({
    where: { id },
    select: { taxCountry: true, taxReview: true, vatRateBp: true, vatCents: true, vatSource: true, taxCountrySetBy: true, taxCountryReason: true },
  });

// An order whose location evidence disagreed or was missing waits for an admin to confirm or set its country.
describe("the Tax tab's review list", () => {
  useVatSettings();
  let admin: Awaited<ReturnType<typeof signInAs>>;
  beforeAll(async () => {
    admin = await signInAs();
  });
  afterAll(signOut);
  afterEach(deletePurchases);

  it("lists the orders under review, oldest capture first, at most 100, with how many there are", async () => {
    const start = Date.UTC(2026, 9, 1);
    // Made newest first, so the order of creation is not the order shown.
    for (let i = TAX_REVIEW_LIMIT + 1; i >= 0; i -= 1) await underReview({ capturedAt: new Date(start + i * 60_000) });
    await createOrder({ taxCountry: "DE", taxReview: false, capturedAt: new Date(start - 60_000), receiptNumber: "2026-900000" });
    const { rows, total } = await listTaxReviews();
    expect(total).toBe(TAX_REVIEW_LIMIT + 2);
    expect(rows).toHaveLength(TAX_REVIEW_LIMIT);
    expect(rows[0]).toEqual({
      id: expect.any(String),
      receiptNumber: expect.any(String),
      capturedAt: new Date(start).toISOString(),
      payerCountry: "FR",
      ipCountry: "US",
      taxCountry: "FR",
    });
    expect(rows.map((row) => row.capturedAt)).toEqual([...rows.map((row) => row.capturedAt)].sort());
  });

  it("sets the country of a real sale under review: the VAT worked out again, the review ended, who and why kept and audited", async () => {
    const sale = await vatSale("FR", US_ADDRESS);
    expect(sale).toMatchObject({ taxCountry: "FR", taxReview: true, vatRateBp: 2000, vatCents: 83, vatSource: VAT_SOURCE });
    expect((await listTaxReviews()).rows.map((row) => row.id)).toEqual([sale.id]);

    const result = await setTaxCountryAction({ orderId: sale.id, country: "DE", reason: "Billing address in Berlin; VPN exit in the US" });
    expect(result).toEqual({ ok: true, data: { orderId: sale.id, taxCountry: "DE", vatRateBp: 1900, vatCents: 80 } });
    expect(await taxFields(sale.id)).toEqual({
      taxCountry: "DE",
      taxReview: false,
      vatRateBp: 1900,
      vatCents: 80,
      vatSource: VAT_SOURCE,
      taxCountrySetBy: admin.username,
      taxCountryReason: "Billing address in Berlin; VPN exit in the US",
    });
    // The evidence and the receipt stay as recorded.
    expect(await prisma.order.findUniqueOrThrow({ where: { id: sale.id } })).toMatchObject({
      payerCountry: "FR",
      ipCountry: "US",
      receiptNumber: sale.receiptNumber,
    });
    expect((await listTaxReviews()).total).toBe(0);
    const audit = await prisma.auditLog.findFirstOrThrow({ where: { action: "tax.set_country" } });
    expect(audit).toMatchObject({ actor: admin.username, success: true });
    expect(audit.details).toEqual({
      orderId: sale.id,
      receiptNumber: sale.receiptNumber,
      evidence: { payerCountry: "FR", ipCountry: "US" },
      reason: "Billing address in Berlin; VPN exit in the US",
      before: { taxCountry: "FR", vatRateBp: 2000, vatCents: 83 },
      after: { taxCountry: "DE", vatRateBp: 1900, vatCents: 80 },
    });
    // The quarter's return reads the order: the sale now counts for Germany.
    expect((await quarterReturn(quarterOf(sale.capturedAt ?? new Date()))).lines).toEqual([
      expect.objectContaining({ country: "DE", rateBp: 1900, sales: 1, taxCents: 80, taxableCents: 420 }),
    ]);
  });

  it("takes the rate of the sale's date, keeps the order's rates source, and records no VAT for a country outside the EU and the UK", async () => {
    // Finland's rate was 24 % until 31 August 2024 and is 25.5 % since.
    const finnish = await underReview({ capturedAt: new Date("2024-06-01T12:00:00Z") });
    expect(await setTaxCountryAction({ orderId: finnish.id, country: "FI", reason: "Finnish bank card" })).toMatchObject({
      ok: true,
      data: { taxCountry: "FI", vatRateBp: 2400, vatCents: 97 },
    });
    expect(await taxFields(finnish.id)).toMatchObject({ vatSource: "sales-tax 2.20.0 (2025-01-10)" });

    const american = await underReview();
    expect(await setTaxCountryAction({ orderId: american.id, country: "US", reason: "Lives in Ohio" })).toMatchObject({
      ok: true,
      data: { taxCountry: "US", vatRateBp: null, vatCents: null },
    });
    expect(await taxFields(american.id)).toMatchObject({ taxCountry: "US", taxReview: false, vatRateBp: null, vatCents: null, vatSource: null });

    // An order recorded without a rate (no country, or one outside the EU) gets today's table named as its source.
    const unknown = await underReview({ payerCountry: null, ipCountry: null, taxCountry: null, vatRateBp: null, vatCents: null, vatSource: null });
    expect(await setTaxCountryAction({ orderId: unknown.id, country: "AT", reason: "Austrian address" })).toMatchObject({ ok: true });
    expect(await taxFields(unknown.id)).toMatchObject({ taxCountry: "AT", vatRateBp: 2000, vatCents: 83, vatSource: VAT_SOURCE });
  });

  it("confirms the country decided: rate and VAT unchanged, the review ended, who and why kept and audited", async () => {
    const order = await underReview();
    expect(await confirmTaxCountryAction({ orderId: order.id, reason: "VPN exit in the US; French PayPal account" })).toEqual({
      ok: true,
      data: { orderId: order.id, taxCountry: "FR", vatRateBp: 2000, vatCents: 83 },
    });
    expect(await taxFields(order.id)).toEqual({
      taxCountry: "FR",
      taxReview: false,
      vatRateBp: 2000,
      vatCents: 83,
      vatSource: "sales-tax 2.20.0 (2025-01-10)",
      taxCountrySetBy: admin.username,
      taxCountryReason: "VPN exit in the US; French PayPal account",
    });
    const audit = await prisma.auditLog.findFirstOrThrow({ where: { action: "tax.confirm_country" } });
    expect(audit.details).toMatchObject({
      orderId: order.id,
      reason: "VPN exit in the US; French PayPal account",
      before: { taxCountry: "FR", vatRateBp: 2000, vatCents: 83 },
      after: { taxCountry: "FR", vatRateBp: 2000, vatCents: 83 },
    });
  });

  it("moves a refunded sale's credit note with it: the return reads the order's current country for the refund too", async () => {
    const sale = await vatSale("FR", US_ADDRESS);
    expect(await revokeForRefund(sale.captureId ?? "", "REFUNDED")).toBe(true);
    expect(await setTaxCountryAction({ orderId: sale.id, country: "DE", reason: "German buyer" })).toMatchObject({ ok: true });
    expect((await quarterReturn(quarterOf(new Date()))).lines).toEqual([
      { country: "DE", rateBp: 1900, currency: "USD", sales: 1, salesCents: 500, refunds: 1, refundCents: 500, taxableCents: 0, taxCents: 0 },
    ]);
  });

  describe("refusals change nothing and audit nothing", () => {
    const unchanged = async (id: string) => {
      expect(await taxFields(id)).toMatchObject({ taxCountry: "FR", taxReview: true, vatRateBp: 2000, vatCents: 83, taxCountrySetBy: null });
      expect(await prisma.auditLog.count({ where: { action: { in: ["tax.set_country", "tax.confirm_country"] } } })).toBe(0);
    };

    it.each([["de"], ["Germany"], ["D"], ["XX"], ["UK"], ["EU"], [""]])("a country code %j", async (country) => {
      const order = await underReview();
      expect(await setTaxCountryAction({ orderId: order.id, country, reason: "Why not" })).toMatchObject({
        ok: false,
        error: CHECK_FIELDS,
        code: "bad_request",
        fieldErrors: { country: expect.any(String) },
      });
      await unchanged(order.id);
    });

    it("a missing, blank or too long reason, for either button", async () => {
      const order = await underReview();
      // A form leaves nothing out, but a hand-made request may: the action's input is whatever arrives.
      for (const reason of [undefined as unknown as string, "", "   ", "x".repeat(501)]) {
        expect(await setTaxCountryAction({ orderId: order.id, country: "DE", reason })).toMatchObject({
          ok: false,
          fieldErrors: { reason: expect.any(String) },
        });
        expect(await confirmTaxCountryAction({ orderId: order.id, reason })).toMatchObject({ ok: false, fieldErrors: { reason: expect.any(String) } });
      }
      await unchanged(order.id);
    });

    it("an order not under review, already decided, or unknown", async () => {
      const settled = await createOrder({ taxCountry: "DE", taxReview: false, vatRateBp: 1900, vatCents: 80, receiptNumber: "2026-800000" });
      const notUnderReview = { ok: false, error: "This order's country is not under review.", code: "conflict" };
      expect(await setTaxCountryAction({ orderId: settled.id, country: "FR", reason: "Try" })).toEqual(notUnderReview);
      expect(await confirmTaxCountryAction({ orderId: settled.id, reason: "Try" })).toEqual(notUnderReview);
      expect(await taxFields(settled.id)).toMatchObject({ taxCountry: "DE", vatCents: 80, taxCountrySetBy: null });

      const order = await underReview();
      expect(await confirmTaxCountryAction({ orderId: order.id, reason: "First" })).toMatchObject({ ok: true });
      expect(await setTaxCountryAction({ orderId: order.id, country: "DE", reason: "Second" })).toEqual(notUnderReview);
      expect(await taxFields(order.id)).toMatchObject({ taxCountry: "FR", taxCountryReason: "First" });

      expect(await setTaxCountryAction({ orderId: randomUUID(), country: "DE", reason: "Try" })).toEqual({
        ok: false,
        error: "No such order.",
        code: "not_found",
      });
      expect(await prisma.auditLog.count({ where: { action: "tax.set_country" } })).toBe(0);
    });

    it("Confirm on an order with no country at all: one must be set", async () => {
      const order = await underReview({ payerCountry: null, ipCountry: null, taxCountry: null, vatRateBp: null, vatCents: null });
      expect(await confirmTaxCountryAction({ orderId: order.id, reason: "Looks fine" })).toEqual({
        ok: false,
        error: "This order has no country to confirm: set one.",
        code: "conflict",
      });
      expect(await taxFields(order.id)).toMatchObject({ taxReview: true, taxCountrySetBy: null });
    });

    it("tax records turned off", async () => {
      const order = await underReview();
      taxConfig.TAX_MODE = "off";
      try {
        expect(await setTaxCountryAction({ orderId: order.id, country: "DE", reason: "Try" })).toEqual({
          ok: false,
          error: "Tax records are off (TAX_MODE=off).",
          code: "conflict",
        });
      } finally {
        taxConfig.TAX_MODE = "vat";
      }
      await unchanged(order.id);
    });
  });
});
