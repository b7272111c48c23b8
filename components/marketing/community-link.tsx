import { MessageCircle } from "lucide-react";

import { site } from "@/lib/site";

import { StaticIcon } from "@/components/ui/static-icon";

/** The community invite: always a new tab, never handing our window to the invite page. */
export function CommunityLink({ label }: { label: string }) {
  return (
    <a
      href={site.communityUrl}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-2 rounded-lg border border-indigo-400/50 bg-indigo-500/15 px-3 py-2 text-sm font-medium text-indigo-100 hover:bg-indigo-500/30"
    >
      <StaticIcon icon={MessageCircle} className="size-4" />
      {label}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
