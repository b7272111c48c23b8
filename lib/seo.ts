import type { Metadata } from "next";

import { absoluteUrl, site } from "@/lib/site";

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
    title,
    description,
    keywords,
    alternates: { canonical: url },
    openGraph: { title, description, url, siteName: site.name, type, locale: "en_US" },
    twitter: { card: "summary_large_image", title, description },
  };
}
