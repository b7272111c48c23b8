import { ADMIN_TAX } from "@/lib/content/admin/tax";
import { countryName, vatRatePercent } from "@/lib/content/tax";
import { formatPrice, LICENSE_PRICE } from "@/lib/money";
import type { EurAmounts, TaxReturn } from "@/lib/tax/tax-return";

import { buttonClass } from "@/components/ui/button";

import { AdminTable } from "./admin-table";

const T = ADMIN_TAX.table;
const usd = (cents: number) => formatPrice(cents, LICENSE_PRICE.currency);
const eur = (cents: number) => formatPrice(cents, "EUR");

type Figures = Omit<TaxReturn["totals"], "eur">;

/**
 * The cells of a line or of the totals after its country and rate: sales, refunds, taxable and VAT (an array of
 * cells, not a component, so the table names each after its column).
 */
function figureCells(line: Figures, euros: EurAmounts) {
  const amounts = [T.counted(line.sales, usd(line.salesCents)), T.counted(line.refunds, usd(line.refundCents)), usd(line.taxableCents), usd(line.taxCents)];
  if (euros) amounts.push(eur(euros.taxableCents), eur(euros.taxCents));
  return amounts.map((text, index) => (
    <td key={index} className="px-3 py-2 tabular-nums">
      {text}
    </td>
  ));
}

/** A quarter's return: one row per country and rate, the totals, euros once the quarter's rate is saved; the CSV link. */
export function TaxReturnTable({ taxReturn }: { taxReturn: TaxReturn }) {
  const { quarter, lines, totals, exchangeRate } = taxReturn;
  const columns = exchangeRate ? [...T.columns, ...T.eurColumns] : T.columns;
  return (
    <div className="space-y-3">
      <p className="max-w-3xl text-sm text-zinc-300">{T.intro}</p>
      {lines.length === 0 ? (
        <p className="text-zinc-300">{T.empty(quarter)}</p>
      ) : (
        <AdminTable columns={columns}>
          {lines.map((line) => (
            <tr key={`${line.country}:${line.rateBp ?? ""}`}>
              <td className="px-3 py-2">{T.country(countryName(line.country), line.country)}</td>
              <td className="px-3 py-2">{line.rateBp === null ? T.noVat : vatRatePercent(line.rateBp)}</td>
              {figureCells(line, line.eur)}
            </tr>
          ))}
          <tr className="font-semibold text-zinc-50">
            <td className="px-3 py-2">{T.total}</td>
            <td className="px-3 py-2" />
            {figureCells(totals, totals.eur)}
          </tr>
        </AdminTable>
      )}
      <a href={`/admin/export/tax?quarter=${quarter}`} download className={buttonClass({ variant: "outline", className: "text-zinc-100" })}>
        {T.download}
      </a>
    </div>
  );
}
