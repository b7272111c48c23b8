"use client";

import { useState } from "react";

import { useWatch } from "react-hook-form";

import { searchUsersAction } from "@/lib/admin/actions/users";
import { searchLicensesSchema } from "@/lib/admin/schemas";
import { ADMIN_TOASTS } from "@/lib/content/admin/dashboard";
import { ADMIN_USERS } from "@/lib/content/admin/users";
import type { LicenseRow } from "@/lib/licenses/license-row";

import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";

import { useServerForm } from "@/components/forms/use-server-form";

import { LicenseTable } from "./license-table";

const T = ADMIN_USERS.search;

/** Search by username, UUID or e-mail (20 results); the button waits for a non-blank query. */
export function UserSearch() {
  const [rows, setRows] = useState<LicenseRow[] | null>(null);
  const { form, onSubmit, submitting } = useServerForm({
    schema: searchLicensesSchema,
    defaultValues: { query: "" },
    submit: searchUsersAction,
    onSuccess: (found) => {
      setRows(found);
      if (found.length === 0) toast(ADMIN_TOASTS.noResults.title, { description: ADMIN_TOASTS.noResults.description });
    },
    onFailure: () => toast.error(ADMIN_TOASTS.searchFailed),
  });
  const query = useWatch({ control: form.control, name: "query" });
  // A renamed row no longer matches a search by its old name: it is updated in place, not searched for again.
  const changed = (renamed?: LicenseRow) => {
    if (renamed) setRows((current) => current?.map((row) => (row.uuid === renamed.uuid ? renamed : row)) ?? null);
    else void onSubmit();
  };

  return (
    <div className="space-y-3">
      <h3 className="text-lg font-semibold text-zinc-50">{T.heading}</h3>
      <form onSubmit={onSubmit} className="flex gap-2">
        <Field id="user-search" label={T.label} labelTone="hidden" layout="bare" className="min-w-0 flex-1">
          <Input type="search" placeholder={T.placeholder} maxLength={64} {...form.register("query")} />
        </Field>
        <Button type="submit" disabled={submitting || !query?.trim()}>
          {T.submit}
        </Button>
      </form>
      {rows && rows.length > 0 ? <LicenseTable rows={rows} onChanged={changed} /> : null}
    </div>
  );
}
