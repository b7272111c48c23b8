import { ADMIN_EXPORT as E } from "@/lib/content/admin/exports";

import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";

const PATHS = { orders: "/admin/export/orders", licenses: "/admin/export/licenses" } as const;

/**
 * The accountant's CSV downloads: a plain GET form (no JavaScript) with an optional range of UTC days, whose
 * buttons each ask their own export route; the answer is an attachment, so the dashboard stays where it is.
 */
export function CsvExport({ kinds, from = "", to = "" }: { kinds: readonly (keyof typeof PATHS)[]; from?: string; to?: string }) {
  const first = kinds[0] ?? "orders";
  return (
    <form method="get" action={PATHS[first]} className="rounded-lg border border-ink-800 p-4">
      <fieldset className="flex flex-wrap items-end gap-3">
        <legend className="mb-1 font-semibold text-zinc-100">{E.legend}</legend>
        <label className="flex flex-col text-sm text-zinc-300">
          {E.from}
          <Input type="date" name="from" defaultValue={from} className="mt-1" />
        </label>
        <label className="flex flex-col text-sm text-zinc-300">
          {E.to}
          <Input type="date" name="to" defaultValue={to} className="mt-1" />
        </label>
        {kinds.map((kind) => (
          <Button key={kind} type="submit" variant="outline" size="md" formAction={PATHS[kind]} className="text-zinc-100">
            {E[kind]}
          </Button>
        ))}
      </fieldset>
      <p className="mt-2 text-xs text-zinc-400">{E.hint}</p>
    </form>
  );
}
