import type { MetadataRoute } from "next";

import { CONTENT_DATES, SITEMAP_ROUTES } from "@/lib/content/public-routes";
import { absoluteUrl } from "@/lib/site";

export default function sitemap(): MetadataRoute.Sitemap {
  return SITEMAP_ROUTES.map((route) => ({
    url: absoluteUrl(route),
    lastModified: CONTENT_DATES[route],
    changeFrequency: route === "/" ? "daily" : "monthly",
    priority: route === "/" ? 1 : 0.7,
  }));
}
