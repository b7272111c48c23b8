"use client";

import { useState } from "react";
import Link from "next/link";

import { Copy } from "lucide-react";

import { saveCreatorCodeAction } from "@/lib/admin/actions/pricing";
import { ADMIN_TOASTS } from "@/lib/content/admin/dashboard";
import { ADMIN_CREATOR_CODES } from "@/lib/content/admin/referrals";
import { CREATOR_CODES_QUERY, dashboardHref } from "@/lib/content/admin/routes";
import { formatPrice, LICENSE_PRICE } from "@/lib/money";
import type { CreatorCodeRow } from "@/lib/pricing/list-creator-codes";
import { QUICK_REFERRAL_CODES } from "@/lib/referrals/referral-codes";

import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";

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

/** The link of the code saved last, to copy. */
function CodeLink({ link }: { link: string }) {
  async function copy() {
    await navigator.clipboard.writeText(link);
    toast.success(ADMIN_TOASTS.copied.title, { description: ADMIN_TOASTS.copied.description });
  }
  return (
    <div className="flex flex-wrap items-center gap-2 rounded-lg border border-ink-700 bg-ink-950 p-3">
      <code className="min-w-0 flex-1 break-all text-brand-300" data-testid="referral-link">
        {link}
      </code>
      <Button variant="chip" size="sm" onClick={() => void copy()}>
        <Copy aria-hidden className="size-4" /> {C.copy}
      </Button>
    </div>
  );
}

const Q = CREATOR_CODES_QUERY;

/**
 * The search and paging of the list: a GET form and a link, so the page is rendered on the server and its address
 * can be kept.
 */
function CodesSearch({ search }: { search?: string }) {
  return (
    <form method="get" action={dashboardHref("referrals")} role="search" className="flex flex-wrap items-end gap-2">
      <Field id="codes-search" label={C.search} labelTone="muted" layout="inline">
        <Input name={Q.search} type="search" defaultValue={search ?? ""} maxLength={64} />
      </Field>
      <Button type="submit" variant="outline">
        {C.find}
      </Button>
      {search ? (
        <Link href={dashboardHref("referrals")} className="text-sm text-brand-300 underline underline-offset-2">
          {C.showAll}
        </Link>
      ) : null}
    </form>
  );
}

type Page = { rows: CreatorCodeRow[]; nextCursor: string | null; search?: string };

/**
 * The Referral Links tab's creator codes: the one form that creates a code or changes one's terms (the spec's
 * generator), its quick codes, the link of the code saved last, and the codes the shop issued with their terms and
 * uses, newest first, a page at a time, found by code or affiliate; "Edit" on a row fills the form with that code.
 */
export function CreatorCodes({ page: { rows, nextCursor, search }, affiliates }: { page: Page; affiliates: Affiliate[] }) {
  const [editing, setEditing] = useState<CreatorCodeRow | null>(null);
  const [link, setLink] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // A new key gives the form fresh default values: the row being edited, or none.
  const [formKey, setFormKey] = useState(0);
  function edit(row: CreatorCodeRow | null) {
    setEditing(row);
    setFormKey((key) => key + 1);
  }
  function saved(row: CreatorCodeRow) {
    setLink(row.link);
    edit(row);
  }
  // A quick code sends only its name: a new one gets the default terms, an existing one keeps its own.
  async function quick(code: string) {
    setBusy(true);
    const result = await saveCreatorCodeAction({ code });
    setBusy(false);
    if (!result.ok) toast.error(result.error);
    else saved(result.data.code);
  }
  return (
    <section aria-labelledby="creator-codes-heading" className="space-y-4">
      <div>
        <h2 id="creator-codes-heading" className="text-xl font-bold text-zinc-50">
          {C.heading}
        </h2>
        <p className="mt-1 max-w-3xl text-sm text-zinc-300">{C.intro}</p>
      </div>
      <CreatorCodeForm key={formKey} editing={editing} affiliates={affiliates} onSaved={saved} onClear={() => edit(null)} />
      {link ? <CodeLink link={link} /> : null}
      <div>
        <h3 className="text-sm font-semibold text-zinc-300">{C.quickCodes}</h3>
        <div className="mt-2 flex flex-wrap gap-2">
          {QUICK_REFERRAL_CODES.map((code) => (
            <Button key={code} variant="chip" size="pill" disabled={busy} onClick={() => void quick(code)} className="font-mono">
              {code}
            </Button>
          ))}
        </div>
      </div>
      <CodesSearch search={search} />
      {rows.length === 0 ? (
        <p className="text-zinc-300">{search ? C.noMatch(search) : C.empty}</p>
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
      {nextCursor ? (
        <Link
          href={dashboardHref("referrals", { [Q.search]: search, [Q.cursor]: nextCursor })}
          className="inline-block text-brand-300 underline underline-offset-2"
        >
          {C.older}
        </Link>
      ) : null}
    </section>
  );
}
