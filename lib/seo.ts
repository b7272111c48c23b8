import type { Metadata } from "next";

import { absoluteUrl, site } from "@/lib/site";

/** app/opengraph-image.tsx's address: the share card, and the Product's image in structured data. */
export const SHARE_IMAGE_PATH = "/opengraph-image";

/**
 * The share card, named explicitly: a page's own openGraph replaces the inherited image. The card shows the price of
 * the moment, and so does its alt text when the page knows it (a page that reads no price says none).
 */
const shareImage = (price: string | undefined) => ({
  url: SHARE_IMAGE_PATH,
  width: 1200,
  height: 630,
  alt: price ? `${site.name} - ${price} lifetime license` : `${site.name} - lifetime license`,
});

export type PageMeta = {
  title: string;
  /** What search results and link previews show; a function of the price shown now when it names the price. */
  description: string | ((price: string) => string);
  keywords: string[];
  path: string;
  type?: "website" | "article";
};

/** A page's description at the price shown now (lib/pricing/current-price.ts: a sale's while one runs). */
export function describe(meta: Pick<PageMeta, "description" | "path">, price?: string): string {
  if (typeof meta.description === "string") return meta.description;
  if (!price) throw new Error(`${meta.path}'s description names the price: pass the price shown now`);
  return meta.description(price);
}

/**
 * Title, description, keywords, Open Graph, Twitter card and canonical link for one route. `price` is the price shown
 * now (the page's own generateMetadata reads it, so a sale's start and end refresh it with the page); a page that
 * names no price may leave it out.
 */
export function pageMetadata(meta: PageMeta, price?: string): Metadata {
  const { title, keywords, path, type = "website" } = meta;
  const description = describe(meta, price);
  const url = absoluteUrl(path);
  const image = shareImage(price);
  return {
    // The layout appends " | {site.name}"; titles that already carry the name stand alone.
    title: title.includes(site.name) ? { absolute: title } : title,
    description,
    keywords,
    alternates: { canonical: url },
    openGraph: { title, description, url, siteName: site.name, type, locale: "en_US", images: [image] },
    twitter: { card: "summary_large_image", title, description, images: [image] },
  };
}
