import type { CompareCategory } from "@/lib/content/compare";

import { CompareTable } from "@/components/marketing/compare-table";

/** Every category of a comparison as its own table, with the closing note; extra content (links) goes after. */
export function CompareTables({
  categories,
  oursLabel,
  theirsLabel,
  note,
  children,
}: {
  categories: readonly CompareCategory[];
  oursLabel: string;
  theirsLabel: string;
  note: string;
  children?: React.ReactNode;
}) {
  return (
    <div className="mx-auto max-w-4xl space-y-8">
      {categories.map((category) => (
        <CompareTable key={category.name} category={category} oursLabel={oursLabel} theirsLabel={theirsLabel} />
      ))}
      <p className="text-sm text-zinc-400">{note}</p>
      {children}
    </div>
  );
}
