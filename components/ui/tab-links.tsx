"use client";

import Link from "next/link";
import { useSelectedLayoutSegment } from "next/navigation";

export type TabLink = { segment: string; href: string; label: string };

/**
 * Tabs that are pages: the layout above them renders this list of links,
 * each to its own route, and the open one (the route segment just below that
 * layout) is marked aria-current="page". Plain links, styled as tabs: the
 * address says which tab is open, back and forward move between tabs, and a
 * tab opens in a new browser tab or without JavaScript. The only script is
 * the hook that reads the open segment after a client-side navigation.
 */
export function TabLinks({ label, tabs }: { label: string; tabs: readonly TabLink[] }) {
  const open = useSelectedLayoutSegment();
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-1 border-b border-ink-700">
        {tabs.map((tab) => (
          <li key={tab.segment} className="-mb-px">
            <Link
              href={tab.href}
              aria-current={tab.segment === open ? "page" : undefined}
              className="block rounded-t-lg border-b-2 border-transparent px-4 py-2 text-sm font-semibold text-zinc-400 hover:text-zinc-100 aria-[current=page]:border-brand-500 aria-[current=page]:text-brand-300"
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
