import { CheckCircle2 } from "lucide-react";

import { StaticIcon } from "@/components/ui/static-icon";

/** A bulleted list whose bullets are check marks (what's included, benefits, feature lists). */
export function CheckList({ items, className = "" }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={`space-y-2 ${className}`}>
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <StaticIcon icon={CheckCircle2} className="mt-0.5 size-4 shrink-0 text-brand-400" />
          {item}
        </li>
      ))}
    </ul>
  );
}
