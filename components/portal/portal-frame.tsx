import { SKIP_LINK } from "@/lib/content/navigation";

import { SiteFooter } from "@/components/marketing/site-footer";

/**
 * The frame of the signed-in homes (the buyer's account, the affiliate portal) and their sign-in pages: a skip
 * link, the page, the legal footer; no marketing navigation.
 */
export function PortalFrame({ children }: { children: React.ReactNode }) {
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
