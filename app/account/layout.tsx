import type { Metadata } from "next";

import { SKIP_LINK } from "@/lib/content/navigation";

import { SiteFooter } from "@/components/marketing/site-footer";

// A sign-in page and a personal account: nothing here belongs in search results.
export const metadata: Metadata = { robots: { index: false, follow: false } };

/** The buyer's account and its sign-in pages: no marketing navigation, the legal footer stays. */
export default function AccountLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-ink-800 focus:px-3 focus:py-2"
      >
        {SKIP_LINK}
      </a>
      <main id="main" className="mx-auto max-w-3xl px-4 py-10">
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
