import { TERMS, TERMS_META } from "@/lib/content/legal";
import { pageMetadata } from "@/lib/seo";
import { webPageData } from "@/lib/structured-data";

import { JsonLd } from "@/components/marketing/json-ld";
import { LegalDocument } from "@/components/marketing/legal-document";

export const metadata = pageMetadata(TERMS_META);

export default function TermsPage() {
  return (
    <>
      <JsonLd data={webPageData(TERMS_META)} />
      <LegalDocument content={TERMS} />
    </>
  );
}
