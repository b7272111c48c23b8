import { ADMIN_TAX } from "@/lib/content/admin/tax";
import { countryName, vatRatePercent } from "@/lib/content/tax";
import { formatPrice } from "@/lib/money";
import type { Figures } from "@/lib/tax/quarter-return";
import type { Converted, TaxReturn } from "@/lib/tax/tax-return";

import { buttonClass } from "@/components/ui/button";

import { AdminTable } from "./admin-table";

const T = ADMIN_TAX.table;
const eur = (cents: number) => formatPrice(cents, "EUR");
const gbp = (cents: number) => formatPrice(cents, "GBP");

/** One table cell (the table names each after its column). */
const cell = (text: string, key: number | string) => (
  <td key={key} className="px-3 py-2 tabular-nums">
    {text}
  </td>
);

/** A line's or a currency total's figures in its own currency: sales, refunds, taxable and VAT. */
const figureCells = (line: Figures, currency: string) => {
  const money = (cents: number) => formatPrice(cents, currency);
  return [T.counted(line.sales, money(line.salesCents)), T.counted(line.refunds, money(line.refundCents)), money(line.taxableCents), money(line.taxCents)].map(
    cell,
  );
};

/** The euro columns: the converted amounts, or why they are not there yet. */
const euroCells = (euros: Converted) => (euros ? [eur(euros.taxableCents), eur(euros.taxCents)] : [T.noRate, T.noRate]).map((text, i) => cell(text, `eur${i}`));

/**
 * A quarter's return: one row per country, rate and currency, a total per currency (amounts of two currencies are
 * never added), the euro columns with their total, the UK's return in pounds; the CSV link.
 */
export function TaxReturnTable({ taxReturn }: { taxReturn: TaxReturn }) {
  const { quarter, lines, totals, eur: euros, uk, missing } = taxReturn;
  return (
    <div className="space-y-3">
      <p className="max-w-3xl text-sm text-zinc-300">{T.intro}</p>
      {lines.length === 0 ? (
        <p className="text-zinc-300">{T.empty(quarter)}</p>
      ) : (
        <>
          <AdminTable columns={[...T.columns, ...T.eurColumns]}>
            {lines.map((line) => (
              <tr key={`${line.country}:${line.rateBp ?? ""}:${line.currency}`}>
                <td className="px-3 py-2">{T.country(countryName(line.country), line.country)}</td>
                <td className="px-3 py-2">{line.rateBp === null ? T.noVat : vatRatePercent(line.rateBp)}</td>
                <td className="px-3 py-2">{line.currency}</td>
                {figureCells(line, line.currency)}
                {euroCells(line.eur)}
              </tr>
            ))}
            {totals.map((total) => (
              <tr key={total.currency} className="font-semibold text-zinc-50">
                <td className="px-3 py-2">{T.total(total.currency)}</td>
                <td className="px-3 py-2" />
                <td className="px-3 py-2">{total.currency}</td>
                {figureCells(total, total.currency)}
                {euroCells(total.eur)}
              </tr>
            ))}
            <tr className="font-semibold text-zinc-50">
              <td className="px-3 py-2">{T.totalEur}</td>
              {Array.from({ length: T.columns.length - 1 }, (_, i) => cell("", `empty${i}`))}
              {euroCells(euros)}
            </tr>
          </AdminTable>
          {missing.length > 0 && <p className="text-sm text-amber-200">{T.missing(missing)}</p>}
          {uk !== undefined && <p className="text-sm text-zinc-200">{uk ? T.uk(gbp(uk.taxableCents), gbp(uk.taxCents)) : T.ukMissing}</p>}
        </>
      )}
      <a href={`/admin/export/tax?quarter=${quarter}`} download className={buttonClass({ variant: "outline", className: "text-zinc-100" })}>
        {T.download}
      </a>
    </div>
  );
}
