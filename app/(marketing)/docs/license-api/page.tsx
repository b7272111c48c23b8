import type { Metadata } from "next";

import { LICENSE_API_META, LICENSE_API_PAGE, LICENSE_API_SECTIONS } from "@/lib/content/license-api";
import { currentPrice } from "@/lib/pricing/current-price";
import { pageMetadata } from "@/lib/seo";
import { webPageData } from "@/lib/structured-data";

import { ApiDocs } from "@/components/marketing/api-docs";
import { JsonLd } from "@/components/marketing/json-ld";

/** The description and the share card's alt name the price shown now: a sale's start and end refresh them with the page. */
export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata(LICENSE_API_META, (await currentPrice()).text);
}

export default function LicenseApiPage() {
  return (
    <>
      <JsonLd data={webPageData(LICENSE_API_META)} />
      <ApiDocs content={LICENSE_API_PAGE} sections={LICENSE_API_SECTIONS} />
    </>
  );
}
