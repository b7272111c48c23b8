import { createElement, isValidElement, type ReactElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";

import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

import { saveExchangeRateAction } from "@/lib/admin/actions/tax";
import { ADMIN_TAX } from "@/lib/content/admin/tax";
import { prisma } from "@/lib/database/db";
import { quarterOf, recentQuarters } from "@/lib/tax/quarter-return";

import { ExchangeRateForm } from "@/components/admin/exchange-rate-form";
import { TaxQuarterPicker } from "@/components/admin/tax-quarter-picker";
import { TaxReturnTable } from "@/components/admin/tax-return-table";
import { TaxReviewList } from "@/components/admin/tax-review-list";

import TaxTabPage from "@/app/admin/(pages)/(dashboard)/dashboard/(tabs)/tax/page";

import { signInAs, signOut } from "../../support/admin-session";
import { deletePurchases } from "../../support/purchase";
import { GERMAN_ADDRESS, taxConfig, US_ADDRESS, useVatSettings, vatSale } from "../../support/tax";

type Props = Record<string, unknown> & { children?: ReactNode };

const open = (query: Record<string, string> = {}) => TaxTabPage({ searchParams: Promise.resolve(query) });

/** The elements of a component in a page's tree, as the page returned it (the components themselves not run). */
function find<P>(node: ReactNode, type: (props: P) => unknown): ReactElement<P>[] {
  if (Array.isArray(node)) return node.flatMap((child: ReactNode) => find(child, type));
  if (!isValidElement<Props>(node)) return [];
  const here = node.type === type ? [node as unknown as ReactElement<P>] : [];
  return [...here, ...find(node.props.children, type)];
}

const only = <P>(node: ReactNode, type: (props: P) => unknown): P => {
  const found = find(node, type);
  expect(found).toHaveLength(1);
  return (found[0] as ReactElement<P>).props;
};

const now = new Date();
const thisQuarter = quarterOf(now);

// The admin's Tax tab.
describe("the Tax tab", () => {
  beforeAll(() => signInAs());
  afterAll(signOut);
  afterEach(async () => {
    await deletePurchases();
    await prisma.taxExchangeRate.deleteMany();
  });

  it("with TAX_MODE=off says the records are off and how to turn them on, and shows no table", async () => {
    expect(taxConfig.TAX_MODE).toBe("off");
    const page = await open({ quarter: thisQuarter });
    expect(find(page, TaxReturnTable)).toEqual([]);
    expect(find(page, TaxReviewList)).toEqual([]);
    expect(find(page, ExchangeRateForm)).toEqual([]);
    const html = renderToStaticMarkup(page);
    expect(html).toContain(ADMIN_TAX.off.heading);
    expect(html).toContain("TAX_MODE=vat");
    expect(html).toContain("docs/operations.md#tax-records");
    expect(html).not.toContain("<table");
  });

  describe("with TAX_MODE=vat", () => {
    useVatSettings();

    it("shows the current quarter's return per currency, the last 8 quarters to pick, no euros before a rate is saved, and the orders to review", async () => {
      const german = await vatSale("DE", GERMAN_ADDRESS);
      const review = await vatSale("FR", US_ADDRESS);
      const page = await open();
      expect(only(page, TaxQuarterPicker)).toEqual({ quarters: recentQuarters(now, 8), quarter: thisQuarter });
      expect(recentQuarters(new Date("2026-02-10T00:00:00Z"), 8)).toEqual([
        "2026-Q1",
        "2025-Q4",
        "2025-Q3",
        "2025-Q2",
        "2025-Q1",
        "2024-Q4",
        "2024-Q3",
        "2024-Q2",
      ]);
      const { taxReturn } = only(page, TaxReturnTable);
      const figures = { sales: 1, salesCents: 500, refunds: 0, refundCents: 0 };
      expect(taxReturn).toEqual({
        quarter: thisQuarter,
        rates: [],
        rateCurrencies: ["USD"],
        missing: ["USD"],
        lines: [
          { country: "DE", rateBp: 1900, currency: "USD", ...figures, taxableCents: 420, taxCents: 80, eur: null },
          { country: "FR", rateBp: 2000, currency: "USD", ...figures, taxableCents: 417, taxCents: 83, eur: null },
        ],
        totals: [{ currency: "USD", sales: 2, salesCents: 1000, refunds: 0, refundCents: 0, taxableCents: 837, taxCents: 163, eur: null }],
        eur: null,
      });
      expect(only(page, ExchangeRateForm)).toMatchObject({ quarter: thisQuarter, currency: "USD", perEurMicros: null, saved: ADMIN_TAX.rate.none("USD") });
      expect(only(page, TaxReviewList)).toEqual({
        rows: [
          {
            id: review.id,
            receiptNumber: review.receiptNumber,
            capturedAt: review.capturedAt?.toISOString(),
            payerCountry: "FR",
            ipCountry: "US",
            taxCountry: "FR",
          },
        ],
        total: 1,
      });
      expect(german.taxReview).toBe(false);

      const html = renderToStaticMarkup(createElement(TaxReturnTable, { taxReturn }));
      const wait = ADMIN_TAX.table.noRate;
      expect(cells(html)).toEqual([
        ["Germany (DE)", "19 %", "USD", "1 ($5.00)", "0 ($0.00)", "$4.20", "$0.80", wait, wait],
        ["France (FR)", "20 %", "USD", "1 ($5.00)", "0 ($0.00)", "$4.17", "$0.83", wait, wait],
        ["Total (USD)", "", "USD", "2 ($10.00)", "0 ($0.00)", "$8.37", "$1.63", wait, wait],
        ["Total in euros", "", "", "", "", "", "", wait, wait],
      ]);
      expect(html).toContain(ADMIN_TAX.table.missing(["USD"]));
      expect(html).not.toContain("€");
      expect(html).toContain(`href="/admin/export/tax?quarter=${thisQuarter}"`);
    });

    it("fills the euro columns once the quarter's rate is saved, and shows the rate and who saved it", async () => {
      await vatSale("DE", GERMAN_ADDRESS);
      expect(await saveExchangeRateAction({ quarter: thisQuarter, currency: "USD", perEur: "1.0830" })).toMatchObject({ ok: true });
      const page = await open({ quarter: thisQuarter });
      const { taxReturn } = only(page, TaxReturnTable);
      expect(taxReturn.rates).toEqual([
        { quarter: thisQuarter, currency: "USD", perEurMicros: 1_083_000, setBy: expect.any(String), setAt: expect.any(String) },
      ]);
      expect(taxReturn.missing).toEqual([]);
      expect(taxReturn.lines).toEqual([expect.objectContaining({ country: "DE", eur: { taxableCents: 388, taxCents: 74 } })]);
      expect(taxReturn.totals).toEqual([expect.objectContaining({ currency: "USD", eur: { taxableCents: 388, taxCents: 74 } })]);
      expect(taxReturn.eur).toEqual({ taxableCents: 388, taxCents: 74 });
      expect(only(page, ExchangeRateForm)).toMatchObject({
        currency: "USD",
        perEurMicros: 1_083_000,
        saved: expect.stringMatching(/^Saved: 1 EUR = 1\.0830 USD \(by /),
      });
      const html = renderToStaticMarkup(createElement(TaxReturnTable, { taxReturn }));
      expect(html).toContain("Taxable (EUR)");
      expect(html).not.toContain(ADMIN_TAX.table.noRate);
      expect(cells(html)[0]).toEqual(["Germany (DE)", "19 %", "USD", "1 ($5.00)", "0 ($0.00)", "$4.20", "$0.80", "€3.88", "€0.74"]);
      expect(cells(html)[2]).toEqual(["Total in euros", "", "", "", "", "", "", "€3.88", "€0.74"]);

      // Another quarter has no rate of its own.
      const other = recentQuarters(now, 2)[1] ?? "";
      expect(only(await open({ quarter: other }), TaxReturnTable).taxReturn).toMatchObject({ quarter: other, rates: [], lines: [] });
    });

    it("asks a rate of every currency on offer or sold in but the euro, and of the pound for a UK sale paid in dollars", async () => {
      await prisma.currencyPrice.createMany({
        data: [
          { currency: "EUR", amountCents: 499, updatedBy: "admin" },
          { currency: "SEK", amountCents: 4900, updatedBy: "admin" },
        ],
      });
      const forms = async () => find(await open({ quarter: thisQuarter }), ExchangeRateForm).map((form) => form.props.currency);
      expect(await forms()).toEqual(["USD", "SEK"]);
      await vatSale("GB", null);
      const page = await open({ quarter: thisQuarter });
      expect(find(page, ExchangeRateForm).map((form) => form.props.currency)).toEqual(["USD", "GBP", "SEK"]);
      const { taxReturn } = only(page, TaxReturnTable);
      expect(taxReturn).toMatchObject({ missing: ["USD", "GBP"], uk: null });
      expect(unescaped(createElement(TaxReturnTable, { taxReturn }))).toContain(ADMIN_TAX.table.ukMissing);

      await saveExchangeRateAction({ quarter: thisQuarter, currency: "USD", perEur: "1.25" });
      await saveExchangeRateAction({ quarter: thisQuarter, currency: "GBP", perEur: "0.8" });
      const rated = only(await open({ quarter: thisQuarter }), TaxReturnTable).taxReturn;
      // $4.17 and $0.83 × 0.8 ÷ 1.25: £2.67 and £0.53.
      expect(rated).toMatchObject({ missing: [], uk: { taxableCents: 267, taxCents: 53 } });
      expect(unescaped(createElement(TaxReturnTable, { taxReturn: rated }))).toContain(ADMIN_TAX.table.uk("£2.67", "£0.53"));
    });

    it("shows the current quarter for a malformed ?quarter=, and an older well-formed one with it added to the choice", async () => {
      for (const quarter of ["2026-Q5", "latest", "2026-Q4; DROP"]) expect(only(await open({ quarter }), TaxQuarterPicker).quarter).toBe(thisQuarter);
      const old = only(await open({ quarter: "2020-Q1" }), TaxQuarterPicker);
      expect(old).toEqual({ quarter: "2020-Q1", quarters: ["2020-Q1", ...recentQuarters(now, 8)] });
      expect(only(await open({ quarter: "2020-Q1" }), TaxReturnTable).taxReturn).toMatchObject({ quarter: "2020-Q1", lines: [] });
    });
  });
});

/** A rendered element's HTML with its apostrophes as written in the copy. */
const unescaped = (element: ReactElement) => renderToStaticMarkup(element).replaceAll("&#x27;", "'");

/** Each body row's cell texts. */
function cells(html: string): string[][] {
  const body = html.slice(html.indexOf("<tbody"));
  return [...body.matchAll(/<tr[^>]*>(.*?)<\/tr>/g)].map(([, row = ""]) => [...row.matchAll(/<td[^>]*>(.*?)<\/td>|<td[^>]*\/>/g)].map(([, text = ""]) => text));
}
