import { dashboardHref } from "@/lib/content/admin/routes";
import { ADMIN_TAX } from "@/lib/content/admin/tax";

import { Button } from "@/components/ui/button";
import { Select } from "@/components/ui/input";

const Q = ADMIN_TAX.quarter;

/** The quarter to show: a plain GET form (no JavaScript) that opens the tab at ?quarter=2026-Q4. */
export function TaxQuarterPicker({ quarters, quarter }: { quarters: readonly string[]; quarter: string }) {
  return (
    <form method="get" action={dashboardHref("tax")} className="flex flex-wrap items-end gap-3">
      <label className="flex flex-col text-sm text-zinc-300">
        {Q.label}
        <Select name="quarter" defaultValue={quarter} className="mt-1">
          {quarters.map((q) => (
            <option key={q} value={q}>
              {q}
            </option>
          ))}
        </Select>
      </label>
      <Button type="submit" variant="outline" className="text-zinc-100">
        {Q.show}
      </Button>
    </form>
  );
}
