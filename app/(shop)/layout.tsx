import { SKIP_LINK } from "@/lib/content/navigation";

import { SiteFooter } from "@/components/marketing/site-footer";
import { SiteHeader } from "@/components/marketing/site-header";

/** Checkout and delivery: the site's header and footer, around a narrower column. */
export default function ShopLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-ink-800 focus:px-3 focus:py-2"
      >
        {SKIP_LINK}
      </a>
      <SiteHeader />
      <main id="main" className="mx-auto max-w-5xl px-4 py-10">
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
