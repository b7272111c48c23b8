import Link from "next/link";

import { FOOTER_LINKS, FOOTER_NOTE } from "@/lib/content/navigation";
import { site } from "@/lib/site";

export function SiteFooter() {
  return (
    <footer className="mt-16 border-t border-ink-800 bg-ink-900">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 text-sm text-zinc-400 sm:flex-row sm:justify-between">
        <div className="space-y-1">
          <p className="font-semibold text-zinc-200">{site.name}</p>
          <p>
            Support:{" "}
            <a className="underline hover:text-brand-300" href={`mailto:${site.supportEmail}`}>
              {site.supportEmail}
            </a>
          </p>
          <p className="max-w-md">{FOOTER_NOTE}</p>
        </div>
        <nav aria-label="Footer">
          <ul className="space-y-1">
            {FOOTER_LINKS.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className="underline-offset-2 hover:text-brand-300 hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
