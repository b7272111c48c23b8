"use client";

import { cancelSaleAction } from "@/lib/admin/actions/pricing";
import { ADMIN_PRICING } from "@/lib/content/admin/pricing";
import { formatPrice, LICENSE_PRICE } from "@/lib/money";
import type { SaleRow } from "@/lib/pricing/list-sales";
import { saleState } from "@/lib/pricing/sale-state";

import { Button } from "@/components/ui/button";

import { AdminTable } from "./admin-table";
import { useAdminAction } from "./use-admin-action";

const S = ADMIN_PRICING.sales;
const utc = (iso: string) => iso.slice(0, 16).replace("T", " ");

/**
 * The sales not ended and those of the last 90 days, each with what it charges in the other currencies on offer
 * (`elsewhere`, by sale id); one not over yet can be cancelled.
 */
export function SaleList({ sales, now, elsewhere = {} }: { sales: SaleRow[]; now: string; elsewhere?: Record<string, string> }) {
  const { busy, run } = useAdminAction();
  const cancel = (sale: SaleRow) => run(() => cancelSaleAction({ id: sale.id }), S.cancelled(sale.label));
  return (
    <section aria-labelledby="sales-heading" className="space-y-3">
      <h2 id="sales-heading" className="text-xl font-bold text-zinc-50">
        {S.heading}
      </h2>
      <p className="max-w-3xl text-sm text-zinc-300">{S.intro}</p>
      {sales.length === 0 ? (
        <p className="text-zinc-300">{S.empty}</p>
      ) : (
        <AdminTable columns={[...S.columns, { label: S.actions, hidden: true }]}>
          {sales.map((sale) => {
            const state = saleState(sale, now);
            return (
              <tr key={sale.id}>
                <td className="px-3 py-2">{sale.label}</td>
                <td className="px-3 py-2">
                  {formatPrice(sale.priceCents, LICENSE_PRICE.currency)}
                  {elsewhere[sale.id] ? <span className="block text-xs text-zinc-400">{elsewhere[sale.id]}</span> : null}
                </td>
                <td className="px-3 py-2">{utc(sale.startsAt)}</td>
                <td className="px-3 py-2">{utc(sale.endsAt)}</td>
                <td className="px-3 py-2">{S.state[state]}</td>
                <td className="px-3 py-2">
                  {state === "scheduled" || state === "running" ? (
                    <Button variant="outline" size="xs" disabled={busy} aria-label={S.cancelLabel(sale.label)} onClick={() => void cancel(sale)}>
                      {S.cancel}
                    </Button>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </AdminTable>
      )}
    </section>
  );
}
