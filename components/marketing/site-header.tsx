import Link from "next/link";

import { Crosshair } from "lucide-react";

import { COMMUNITY_LABEL, NAV_LINKS } from "@/lib/content/navigation";
import { site } from "@/lib/site";

import { StaticIcon } from "@/components/ui/static-icon";

import { CommunityLink } from "@/components/marketing/community-link";

export function SiteHeader() {
  return (
    <header className="border-b border-ink-800 bg-ink-950/90">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3">
        <Link href="/" className="flex items-center gap-2 text-lg font-bold text-zinc-50">
          <StaticIcon icon={Crosshair} className="size-6 text-brand-400" />
          {site.name}
        </Link>
        <nav aria-label="Main" className="order-3 w-full sm:order-none sm:w-auto">
          <ul className="flex flex-wrap gap-x-5 gap-y-1 text-sm">
            {NAV_LINKS.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className="text-zinc-300 hover:text-brand-300">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <CommunityLink label={COMMUNITY_LABEL} />
      </div>
    </header>
  );
}
