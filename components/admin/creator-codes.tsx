"use client";

import { useState } from "react";

import { ADMIN_CREATOR_CODES } from "@/lib/content/admin/referrals";
import { formatPrice, LICENSE_PRICE } from "@/lib/money";
import type { CreatorCodeRow } from "@/lib/pricing/list-creator-codes";

import { Button } from "@/components/ui/button";

import { AdminTable } from "./admin-table";
import { CreatorCodeForm } from "./creator-code-form";

type Affiliate = { id: string; name: string };

const C = ADMIN_CREATOR_CODES;
const usd = (cents: number) => formatPrice(cents, LICENSE_PRICE.currency);
/** "2026-11-27 10:00": the dashboard's UTC moments, the form's own format. */
const utc = (iso: string | null) => (iso ? iso.slice(0, 16).replace("T", " ") : null);

function discount(row: CreatorCodeRow) {
  if (row.discountPercent) return C.percentOff(row.discountPercent);
  if (row.discountCents) return usd(row.discountCents);
  return C.noDiscount;
}

/**
 * The Referral Links tab's creator codes: every code the shop issued with its terms and uses, and
 * the form that creates one or changes one's terms; "Edit" on a row fills the form with that code.
 */
export function CreatorCodes({ rows, affiliates }: { rows: CreatorCodeRow[]; affiliates: Affiliate[] }) {
  const [editing, setEditing] = useState<CreatorCodeRow | null>(null);
  // A new key gives the form fresh default values: the row being edited, or none.
  const [formKey, setFormKey] = useState(0);
  function edit(row: CreatorCodeRow | null) {
    setEditing(row);
    setFormKey((key) => key + 1);
  }
  return (
    <section aria-labelledby="creator-codes-heading" className="space-y-4">
      <div>
        <h2 id="creator-codes-heading" className="text-xl font-bold text-zinc-50">
          {C.heading}
        </h2>
        <p className="mt-1 max-w-3xl text-sm text-zinc-300">{C.intro}</p>
      </div>
      <CreatorCodeForm key={formKey} editing={editing} affiliates={affiliates} onSaved={(row) => edit(row)} onClear={() => edit(null)} />
      {rows.length === 0 ? (
        <p className="text-zinc-300">{C.empty}</p>
      ) : (
        <AdminTable columns={[...C.columns, { label: C.actions, hidden: true }]}>
          {rows.map((row) => (
            <tr key={row.code}>
              <td className="px-3 py-2 font-mono">{row.code}</td>
              <td className="px-3 py-2">{row.affiliateName ?? "—"}</td>
              <td className="px-3 py-2">{discount(row)}</td>
              <td className="px-3 py-2">{usd(row.commissionCents)}</td>
              <td className="px-3 py-2">{C.uses(row.uses, row.maxUses)}</td>
              <td className="px-3 py-2">{C.window(utc(row.startsAt), utc(row.endsAt))}</td>
              <td className="px-3 py-2">{C.active[`${row.active}`]}</td>
              <td className="px-3 py-2">
                <Button variant="outline" size="xs" aria-label={C.editLabel(row.code)} onClick={() => edit(row)}>
                  {C.edit}
                </Button>
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
    </section>
  );
}
