import { PRIVACY, TERMS } from "@/lib/content/legal";

/** The public, indexable pages: the sitemap lists them and the tests visit each. */
export const PUBLIC_ROUTES = [
  "/",
  "/features",
  "/faq",
  "/tutorial",
  "/compare/neu",
  "/compare/skytils",
  "/compare/skyblock-addons",
  "/terms",
  "/privacy",
  "/docs/license-api",
  "/releases",
] as const;

export type PublicRoute = (typeof PUBLIC_ROUTES)[number];

/** The checkout: indexable, canonical and the Product Offer's URL, so in the sitemap too (its audits differ: a client leaf). */
export const PAYMENT_ROUTE = "/payment";

type SitemapRoute = PublicRoute | typeof PAYMENT_ROUTE;

/** Every address the sitemap lists. */
export const SITEMAP_ROUTES: readonly SitemapRoute[] = [...PUBLIC_ROUTES, PAYMENT_ROUTE];

/**
 * When each page's content last changed (ISO date), the sitemap's lastmod.
 * The legal documents carry their own date; for the others, change the date
 * here in the commit that changes the page's copy. /releases: the date of
 * its copy; the releases themselves carry their dates on the page.
 */
export const CONTENT_DATES: Record<SitemapRoute, string> = {
  "/": "2026-11-23",
  "/features": "2026-11-23",
  "/faq": "2026-11-24",
  "/tutorial": "2026-11-24",
  "/compare/neu": "2026-11-25",
  "/compare/skytils": "2026-11-25",
  "/compare/skyblock-addons": "2026-11-25",
  "/terms": TERMS.date.iso,
  "/privacy": PRIVACY.date.iso,
  "/docs/license-api": "2026-11-24",
  "/releases": "2026-11-25",
  "/payment": "2026-11-25",
};
