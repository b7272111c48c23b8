import type { Metadata } from "next";

import { PRICE } from "@/lib/money";
import { absoluteUrl, site } from "@/lib/site";

/** app/opengraph-image.tsx's address: the share card, and the Product's image in structured data. */
export const SHARE_IMAGE_PATH = "/opengraph-image";

/** The share card, named explicitly: a page's own openGraph replaces the inherited image. */
const SHARE_IMAGE = { url: SHARE_IMAGE_PATH, width: 1200, height: 630, alt: `${site.name} - ${PRICE} lifetime license` };

export type PageMeta = {
  title: string;
  description: string;
  keywords: string[];
  path: string;
  type?: "website" | "article";
};

/** Title, description, keywords, Open Graph, Twitter card and canonical link for one route. */
export function pageMetadata({ title, description, keywords, path, type = "website" }: PageMeta): Metadata {
  const url = absoluteUrl(path);
  return {
    // The layout appends " | {site.name}"; titles that already carry the name stand alone.
    title: title.includes(site.name) ? { absolute: title } : title,
    description,
    keywords,
    alternates: { canonical: url },
    openGraph: { title, description, url, siteName: site.name, type, locale: "en_US", images: [SHARE_IMAGE] },
    twitter: { card: "summary_large_image", title, description, images: [SHARE_IMAGE] },
  };
}
