import type { LucideIcon } from "lucide-react";

import { StaticIcon } from "@/components/ui/static-icon";

/** Where a video or document will go: a labelled frame, never a fake player. */
export function MediaPlaceholder({ Icon, label, caption, className = "" }: { Icon: LucideIcon; label: string; caption: string; className?: string }) {
  return (
    <figure
      className={`flex aspect-video w-full flex-col items-center justify-center rounded-xl border border-dashed border-ink-700 bg-ink-900 p-4 text-center ${className}`}
    >
      <StaticIcon icon={Icon} className="size-12 text-brand-400" />
      <figcaption className="mt-3">
        <span className="block font-semibold text-zinc-50">{label}</span>
        <span className="mt-1 block text-sm text-zinc-300">{caption}</span>
      </figcaption>
    </figure>
  );
}
