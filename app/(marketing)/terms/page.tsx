import type { Metadata } from "next";

import { TERMS, TERMS_META } from "@/lib/content/legal";
import { currentPrice } from "@/lib/pricing/current-price";
import { pageMetadata } from "@/lib/seo";
import { webPageData } from "@/lib/structured-data";

import { JsonLd } from "@/components/marketing/json-ld";
import { LegalDocument } from "@/components/marketing/legal-document";

/** The description and the share card's alt name the price shown now: a sale's start and end refresh them with the page. */
export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata(TERMS_META, (await currentPrice()).text);
}

export default async function TermsPage() {
  const price = await currentPrice();
  return (
    <>
      <JsonLd data={webPageData(TERMS_META, price.text)} />
      <LegalDocument content={TERMS} />
    </>
  );
}
