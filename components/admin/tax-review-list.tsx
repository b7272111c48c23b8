import type { TaxReviewRow } from "@/lib/admin/list-tax-reviews";
import { ADMIN_TAX } from "@/lib/content/admin/tax";
import { countryName } from "@/lib/content/tax";

import { AdminTable } from "./admin-table";
import { TaxReviewActions } from "./tax-review-actions";

const R = ADMIN_TAX.review;
const utc = (iso: string | null) => iso?.slice(0, 16).replace("T", " ") ?? "";
const country = (code: string | null) => (code ? ADMIN_TAX.table.country(countryName(code), code) : R.unknown);

/** The orders whose location evidence disagreed or was missing, oldest first, each with Confirm and Set country. */
export function TaxReviewList({ rows, total }: { rows: TaxReviewRow[]; total: number }) {
  return (
    <section aria-labelledby="tax-review-heading" className="space-y-3">
      <h2 id="tax-review-heading" className="text-xl font-bold text-zinc-50">
        {R.heading}
      </h2>
      <p className="max-w-3xl text-sm text-zinc-300">{R.intro}</p>
      {rows.length === 0 ? (
        <p className="text-zinc-300">{R.empty}</p>
      ) : (
        <>
          {total > rows.length ? <p className="text-sm text-zinc-300">{R.more(rows.length, total)}</p> : null}
          <AdminTable columns={[...R.columns, { label: R.actions, hidden: true }]}>
            {rows.map((row) => {
              // Every order under review was paid with tax records on, so it has a receipt; its id stands in otherwise.
              const receipt = row.receiptNumber ?? row.id;
              return (
                <tr key={row.id}>
                  <td className="px-3 py-2 font-mono">{receipt}</td>
                  <td className="px-3 py-2">{utc(row.capturedAt)}</td>
                  <td className="px-3 py-2">{country(row.payerCountry)}</td>
                  <td className="px-3 py-2">{country(row.ipCountry)}</td>
                  <td className="px-3 py-2">{country(row.taxCountry)}</td>
                  <td className="px-3 py-2">
                    <TaxReviewActions orderId={row.id} receipt={receipt} decided={row.taxCountry && country(row.taxCountry)} />
                  </td>
                </tr>
              );
            })}
          </AdminTable>
        </>
      )}
    </section>
  );
}
