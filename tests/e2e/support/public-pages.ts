import { COMPARISONS } from "@/lib/content/compare";
import { FAQ_META, FAQ_PAGE } from "@/lib/content/faq";
import { FEATURES_HERO, FEATURES_META } from "@/lib/content/features";
import { LANDING_META } from "@/lib/content/landing";
import { PRIVACY, PRIVACY_META, TERMS, TERMS_META } from "@/lib/content/legal";
import { LICENSE_API_META, LICENSE_API_PAGE } from "@/lib/content/license-api";
import type { PublicRoute } from "@/lib/content/public-routes";
import { RELEASES_META, RELEASES_PAGE } from "@/lib/content/releases";
import { TUTORIAL_META, TUTORIAL_PAGE } from "@/lib/content/tutorial";
import { site } from "@/lib/site";

type PageExpectation = { path: PublicRoute; title: string; h1: string; jsonLd: string[] };

const titled = (title: string) => (title.includes(site.name) ? title : `${title} | ${site.name}`);

/** What each public route must show: the tests visit every one. */
export const PUBLIC_PAGES: PageExpectation[] = [
  { path: "/", title: titled(LANDING_META.title), h1: site.name, jsonLd: ["Organization", "Product"] },
  { path: "/features", title: titled(FEATURES_META.title), h1: FEATURES_HERO.heading, jsonLd: ["Product"] },
  { path: "/faq", title: titled(FAQ_META.title), h1: FAQ_PAGE.heading, jsonLd: ["FAQPage"] },
  { path: "/tutorial", title: titled(TUTORIAL_META.title), h1: TUTORIAL_PAGE.heading, jsonLd: ["HowTo"] },
  ...(["neu", "skytils", "skyblock-addons"] as const).map((slug) => ({
    path: `/compare/${slug}` as PublicRoute,
    title: titled(COMPARISONS[slug].meta.title),
    h1: COMPARISONS[slug].heading,
    jsonLd: ["Product"],
  })),
  { path: "/terms", title: titled(TERMS_META.title), h1: TERMS.title, jsonLd: ["WebPage"] },
  { path: "/privacy", title: titled(PRIVACY_META.title), h1: PRIVACY.title, jsonLd: ["WebPage"] },
  { path: "/docs/license-api", title: titled(LICENSE_API_META.title), h1: LICENSE_API_PAGE.heading, jsonLd: ["WebPage"] },
  { path: "/releases", title: titled(RELEASES_META.title), h1: RELEASES_PAGE.heading, jsonLd: ["WebPage"] },
];
