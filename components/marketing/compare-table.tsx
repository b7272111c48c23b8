import { Check, CircleMinus, X } from "lucide-react";

import { COMPARE_LABELS, type CompareCategory, type CompareValue } from "@/lib/content/compare";

import { StaticIcon } from "@/components/ui/static-icon";

/** Icon shape plus announced text: colour is never the only signal. */
function ValueCell({ value }: { value: CompareValue }) {
  switch (value.kind) {
    case "yes":
      return (
        <>
          <StaticIcon icon={Check} className="size-5 text-brand-400" />
          <span className="sr-only">{COMPARE_LABELS.yes}</span>
        </>
      );
    case "no":
      return (
        <>
          <StaticIcon icon={X} className="size-5 text-rose-400" />
          <span className="sr-only">{COMPARE_LABELS.no}</span>
        </>
      );
    case "partial":
      return (
        <span className="inline-flex items-start gap-1.5">
          <StaticIcon icon={CircleMinus} className="size-5 shrink-0 text-amber-300" />
          <span className="sr-only">{COMPARE_LABELS.partial}</span>
          {value.note ? <span> {value.note}</span> : null}
        </span>
      );
    case "text":
      return <span>{value.text}</span>;
  }
}

/**
 * One category as a real table. `table-fixed` plus `overflow-wrap: anywhere` lets every
 * cell wrap, so the table fits a 360px screen without a scrolling region.
 */
export function CompareTable({ category, oursLabel, theirsLabel }: { category: CompareCategory; oursLabel: string; theirsLabel: string }) {
  return (
    <div className="overflow-hidden rounded-xl border border-ink-700 bg-ink-900">
      <table className="w-full table-fixed border-collapse text-left text-sm [overflow-wrap:anywhere]">
        <caption className="border-b border-ink-700 px-3 py-3 text-left text-base font-semibold text-zinc-50">{category.name}</caption>
        <colgroup>
          <col className="w-[40%]" />
          <col className="w-[30%]" />
          <col className="w-[30%]" />
        </colgroup>
        <thead className="bg-ink-800 text-zinc-50">
          <tr>
            <th scope="col" className="p-2 font-semibold sm:p-3">
              {COMPARE_LABELS.feature}
            </th>
            <th scope="col" className="p-2 font-semibold text-brand-300 sm:p-3">
              {oursLabel}
            </th>
            <th scope="col" className="p-2 font-semibold sm:p-3">
              {theirsLabel}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-700">
          {category.rows.map((row) => (
            <tr key={row.feature}>
              <th scope="row" className="p-2 align-top font-medium text-zinc-100 sm:p-3">
                {row.feature}
              </th>
              <td className="p-2 align-top text-zinc-300 sm:p-3">
                <ValueCell value={row.ours} />
              </td>
              <td className="p-2 align-top text-zinc-300 sm:p-3">
                <ValueCell value={row.theirs} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
