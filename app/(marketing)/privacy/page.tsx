import type { Metadata } from "next";

import { PRIVACY, PRIVACY_META } from "@/lib/content/legal";
import { currentPrice } from "@/lib/pricing/current-price";
import { pageMetadata } from "@/lib/seo";
import { webPageData } from "@/lib/structured-data";

import { JsonLd } from "@/components/marketing/json-ld";
import { LegalDocument } from "@/components/marketing/legal-document";

/** The description and the share card's alt name the price shown now: a sale's start and end refresh them with the page. */
export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata(PRIVACY_META, (await currentPrice()).text);
}

export default function PrivacyPage() {
  return (
    <>
      <JsonLd data={webPageData(PRIVACY_META)} />
      <LegalDocument content={PRIVACY} />
    </>
  );
}
