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
